import type { SectionProps } from '../../src/engine/types';
import type { RichTextData, TextList } from '../../common/generated/types';
import block from '../../src/ui/ContentBlock.module.css';
import { shownBlocks } from './shown-blocks';
import styles from './View.module.css';

function ListOf({ list }: { list: TextList }) {
  const items = list.items.map((item, index) => <li key={index}>{item}</li>);
  return list.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>;
}

/** Text as React elements only: an operator's words are never parsed as markup. */
export default function RichTextView({ data }: SectionProps<RichTextData>) {
  return (
    <div className={block.block}>
      {shownBlocks(data).map((text) => (
        <article key={text.id} id={text.id} className={styles.text}>
          {text.heading && <h3 className={styles.heading}>{text.heading}</h3>}
          {text.paragraphs?.map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {text.list && <ListOf list={text.list} />}
        </article>
      ))}
    </div>
  );
}

import type { SectionProps } from '../../src/engine/types';
import type { FaqData } from '../../common/generated/types';
import block from '../../src/ui/ContentBlock.module.css';
import styles from './View.module.css';

/** Each answer in a <details>: folded until its question is tapped (or a link names it), readable without script. */
export default function FaqView({ data }: SectionProps<FaqData>) {
  return (
    <div className={`${block.block} ${styles.faq}`}>
      {data.items.map((item) => (
        <details key={item.id} id={item.id} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

// An article's body as an operator writes it (issue 27 item 8): Tiptap (ProseMirror) with only what the server's
// sanitiser keeps (server/news/sanitize-body.ts: paragraphs, h2 and h3, lists, bold, italic, quotes, links,
// pictures already in the body). The server sanitises the HTML again before it stores it.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

import { useIntl } from 'react-intl';
import styles from '../OperatorPage.module.css';

interface Props {
  id: string;
  /** The body's HTML when the editor opens. */
  initial: string;
  /** Names the editing area for assistive technology. */
  label: string;
  /** false for a published article, which is unpublished before it is edited. */
  editable: boolean;
  onChange(html: string): void;
}

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    trailingNode: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https'], defaultProtocol: 'https' },
  }),
];

type Command = 'bold' | 'italic' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'blockquote' | 'link' | 'undo' | 'redo';
const COMMANDS: readonly Command[] = ['bold', 'italic', 'h2', 'h3', 'bulletList', 'orderedList', 'blockquote', 'link', 'undo', 'redo'];

function isActive(editor: Editor, command: Command): boolean {
  if (command === 'h2') return editor.isActive('heading', { level: 2 });
  if (command === 'h3') return editor.isActive('heading', { level: 3 });
  if (command === 'undo' || command === 'redo') return false;
  return editor.isActive(command);
}

/** An address the server keeps on a link: http(s) or a path of the portal. */
const LINKABLE = /^(https?:\/\/|\/(?![/\\]))\S*$/;

export function RichTextEditor({ id, initial, label, editable, onChange }: Props) {
  const intl = useIntl();
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    editable,
    immediatelyRender: true,
    editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: styles.richText ?? '' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => Object.fromEntries(COMMANDS.map((command) => [command, isActive(current, command)])),
  });

  useEffect(() => editor.setEditable(editable), [editor, editable]);

  const run = (command: Command) => {
    const chain = editor.chain().focus();
    switch (command) {
      case 'bold':
        return chain.toggleBold().run();
      case 'italic':
        return chain.toggleItalic().run();
      case 'h2':
        return chain.toggleHeading({ level: 2 }).run();
      case 'h3':
        return chain.toggleHeading({ level: 3 }).run();
      case 'bulletList':
        return chain.toggleBulletList().run();
      case 'orderedList':
        return chain.toggleOrderedList().run();
      case 'blockquote':
        return chain.toggleBlockquote().run();
      case 'undo':
        return chain.undo().run();
      case 'redo':
        return chain.redo().run();
      case 'link': {
        if (editor.isActive('link')) return chain.unsetLink().run();
        const address = window.prompt(intl.formatMessage({ id: 'operator.news.body.linkPrompt' }))?.trim();
        if (!address) return false;
        if (!LINKABLE.test(address)) {
          window.alert(intl.formatMessage({ id: 'operator.news.body.linkRefused' }));
          return false;
        }
        return chain.extendMarkRange('link').setLink({ href: address }).run();
      }
    }
  };

  return (
    <div className={styles.richTextEditor}>
      <div className={styles.richTextToolbar} role="toolbar" aria-label={intl.formatMessage({ id: 'operator.news.body.toolbar' })}>
        {COMMANDS.map((command) => (
          <button
            key={command}
            type="button"
            className={active?.[command] ? `${styles.toolbarButton} ${styles.chosen}` : styles.toolbarButton}
            aria-pressed={command === 'undo' || command === 'redo' ? undefined : Boolean(active?.[command])}
            disabled={!editable}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
          >
            {intl.formatMessage({ id: `operator.news.body.${command}` })}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

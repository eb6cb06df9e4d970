/**
 * Mantine's tiptap editor for rich text a teacher writes. Import it lazily (React.lazy): tiptap and
 * ProseMirror are large and must stay out of the chunks of screens that do not edit rich text.
 * What it produces is shown through RichText (sanitized) wherever it is displayed.
 */
import '@mantine/tiptap/styles.layer.css';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@/lib/sanitize-html';

export interface RichTextFieldProps {
  /** The starting content; later changes of this prop are not pushed into the editor. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  describedBy?: string;
  minHeight?: number;
}

export default function RichTextField({ initialHtml, onChange, label, describedBy, minHeight = 160 }: RichTextFieldProps) {
  const { t } = useTranslation('editor');
  const editor = useEditor({
    extensions: [
      // StarterKit 3 brings its own Link; Mantine's (with its link editor) replaces it.
      StarterKit.configure({ link: false, heading: { levels: [3, 4] } }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] }),
    ],
    // Sanitized first: tiptap parses HTML in the live document, where an <img onerror> fires at once.
    content: sanitizeHtml(initialHtml),
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t('bold'),
    italicControlLabel: t('italic'),
    underlineControlLabel: t('underline'),
    h3ControlLabel: t('heading'),
    bulletListControlLabel: t('bulletList'),
    orderedListControlLabel: t('orderedList'),
    linkControlLabel: t('link'),
    unlinkControlLabel: t('unlink'),
    undoControlLabel: t('undo'),
    redoControlLabel: t('redo'),
    linkEditorInputLabel: t('linkAddress'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorExternalLink: t('linkExternal'),
    linkEditorInternalLink: t('linkInternal'),
    linkEditorSave: t('linkSave'),
  };

  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H3 />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={minHeight} />
    </RichTextEditor>
  );
}

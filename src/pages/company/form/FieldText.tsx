import { FormattedMessage } from 'react-intl';
import type { FieldMessage } from './field-message';

/** A field's message: the catalog's, in the page's language, or the server's text as it came (data, never markup). */
export function FieldText({ message }: { message: FieldMessage }) {
  return 'text' in message ? <>{message.text}</> : <FormattedMessage id={message.id} values={message.values} />;
}

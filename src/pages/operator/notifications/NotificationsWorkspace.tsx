import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '../../../../common/language';
import { formatDateTime } from '../../../../common/wall-time';
import { openDialog } from '../../../platform/dialogs';
import { RequestFailure } from '../../../platform/request-failure';
import { showToast } from '../../../platform/toast';
import { ListLoading } from '../../../ui/ListStatus';
import { LoadFailed } from '../../../ui/LoadFailed';
import styles from '../OperatorPage.module.css';
import { OperatorTools } from '../OperatorTools';
import { broadcastKeys, sendBroadcast, useBroadcasts, type BroadcastAudience } from './broadcast-api';
import { Panel } from '../Panel';

const AUDIENCES: readonly BroadcastAudience[] = ['BUYERS', 'EXHIBITORS', 'EVERYONE', 'ACCOUNT'];
/** The server's TITLE_MAX_LENGTH and CONTENT_MAX_LENGTH. */
const TITLE_MAX = 200;
const CONTENT_MAX = 2000;

/**
 * Issue 28: /work/notifications?lang= — a notice in the message centre of every buyer, every exhibitor, everyone, or
 * one account by email, pushed to those online at once; and the notices sent before, with how many each reached.
 */
export function NotificationsWorkspace({ lang }: { lang: Language }) {
  const intl = useIntl();
  const client = useQueryClient();
  const broadcasts = useBroadcasts();
  const [audience, setAudience] = useState<BroadcastAudience>('BUYERS');
  const [email, setEmail] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const whom = intl.formatMessage({ id: `operator.broadcasts.audience.${audience}` });
    const outcome = await openDialog({
      title: 'operator.broadcasts.send',
      message: { id: 'operator.broadcasts.confirm', values: { whom: audience === 'ACCOUNT' ? email.trim() : whom, title: title.trim() } },
      confirmLabel: 'operator.broadcasts.send',
      cancelLabel: 'common.cancel',
    });
    if (outcome !== 'confirm') return;
    setSending(true);
    setRefusal(undefined);
    try {
      const sent = await sendBroadcast({ audience, ...(audience === 'ACCOUNT' ? { email: email.trim() } : {}), title, content });
      showToast(intl.formatMessage({ id: 'operator.broadcasts.sent' }, { count: sent.recipients }));
      setTitle('');
      setContent('');
      await client.invalidateQueries({ queryKey: broadcastKeys.list() });
    } catch (failure) {
      setRefusal((failure instanceof RequestFailure && failure.errorMessage) || intl.formatMessage({ id: 'request.error' }));
    } finally {
      setSending(false);
    }
  };

  return (
    <main className={styles.workspace}>
      <OperatorTools current="notifications" lang={lang} />
      <div className={styles.columns}>
        <div className={styles.forms}>
          <Panel id="operator-broadcast" title={<FormattedMessage id="operator.broadcasts.new" />}>
            <p className={styles.hint}>
              <FormattedMessage id="operator.broadcasts.hint" />
            </p>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <fieldset className={styles.field}>
                <legend>
                  <FormattedMessage id="operator.broadcasts.to" />
                </legend>
                {AUDIENCES.map((choice) => (
                  <label key={choice} className={styles.check}>
                    <input type="radio" name="audience" value={choice} checked={audience === choice} onChange={() => setAudience(choice)} />
                    <FormattedMessage id={`operator.broadcasts.audience.${choice}`} />
                  </label>
                ))}
              </fieldset>
              {audience === 'ACCOUNT' && (
                <div className={styles.field}>
                  <label htmlFor="broadcast-email">
                    <FormattedMessage id="operator.broadcasts.email" />
                  </label>
                  <input id="broadcast-email" type="email" required maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
                </div>
              )}
              <div className={styles.field}>
                <label htmlFor="broadcast-title">
                  <FormattedMessage id="operator.broadcasts.title" />
                </label>
                <input id="broadcast-title" required maxLength={TITLE_MAX} value={title} onChange={(event) => setTitle(event.target.value)} />
              </div>
              <div className={styles.field}>
                <label htmlFor="broadcast-content">
                  <FormattedMessage id="operator.broadcasts.content" />
                </label>
                <textarea
                  id="broadcast-content"
                  required
                  rows={5}
                  maxLength={CONTENT_MAX}
                  value={content}
                  onChange={(event) => setContent(event.target.value)}
                />
              </div>
              {refusal && (
                <div className={styles.notice} role="alert">
                  <p>{refusal}</p>
                </div>
              )}
              <div className={styles.editorActions}>
                <button type="submit" className={styles.primary} disabled={sending || title.trim() === '' || content.trim() === ''}>
                  <FormattedMessage id="operator.broadcasts.send" />
                </button>
              </div>
            </form>
          </Panel>
        </div>
        <Panel id="operator-broadcasts" title={<FormattedMessage id="operator.broadcasts.history" />}>
          {broadcasts.isError ? (
            <LoadFailed onReload={() => void broadcasts.refetch()} />
          ) : !broadcasts.data ? (
            <ListLoading />
          ) : broadcasts.data.broadcasts.length === 0 ? (
            <p className={styles.hint}>
              <FormattedMessage id="operator.broadcasts.none" />
            </p>
          ) : (
            <ul className={styles.historyList}>
              {broadcasts.data.broadcasts.map((broadcast) => (
                <li key={broadcast.id} className={styles.switchRow}>
                  <strong>{broadcast.title}</strong>
                  <span className={styles.hint}>
                    <FormattedMessage
                      id="operator.broadcasts.sentTo"
                      values={{
                        whom: broadcast.email ?? intl.formatMessage({ id: `operator.broadcasts.audience.${broadcast.audience}` }),
                        count: broadcast.recipients,
                        time: formatDateTime(broadcast.sentAt, lang),
                      }}
                    />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </main>
  );
}

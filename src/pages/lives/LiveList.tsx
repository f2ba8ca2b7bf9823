import type { UseQueryResult } from '@tanstack/react-query';
import type { Language } from '../../../common/language';
import type { Live, LiveState } from '../../platform/lives/lives';
import { ListLoading, ListNoData } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { LiveCard } from './LiveCard';
import { LiveCards, LiveSection } from './LiveSection';
import { LiveStateFilter } from './LiveStateFilter';

/** Every live (live first, then upcoming by start, then ended latest first, as the server orders them), by state. */
interface Props {
  /** The lives of the chosen state (undefined: all of them). */
  lives: UseQueryResult<readonly Live[]>;
  state: LiveState | undefined;
  onStateChange(state: LiveState | undefined): void;
  language: Language;
}

export function LiveList({ lives, state, onStateChange, language }: Props) {
  return (
    <LiveSection title="lives.list.heading">
      <LiveStateFilter state={state} onChange={onStateChange} />
      {lives.data === undefined ? (
        lives.isError ? (
          <LoadFailed onReload={() => void lives.refetch()} />
        ) : (
          <ListLoading />
        )
      ) : lives.data.length === 0 ? (
        <ListNoData />
      ) : (
        <LiveCards>
          {lives.data.map((live) => (
            <LiveCard key={live.id} live={live} language={language} />
          ))}
        </LiveCards>
      )}
    </LiveSection>
  );
}

import { useState } from 'react';
import { customPageConfigName } from '../../../common/content-pages';
import { useLives, type LiveState } from '../../platform/lives/lives';
import { ContentPage } from '../content/ContentPage';
import { useLanguage } from '../use-language';
import { LiveList } from './LiveList';

const CONFIG = customPageConfigName('liveList') ?? '';

/** Spec §2 /customPages/liveList: the operator's schedule notes, then every live with its state's tabs. */
export function LiveListPage() {
  const language = useLanguage();
  const [state, setState] = useState<LiveState | undefined>(undefined);
  // Asked for here, beside the stored content rather than after it, so both arrive in one round trip's time.
  const lives = useLives(language, state);
  return (
    <ContentPage configName={CONFIG}>
      <LiveList lives={lives} state={state} onStateChange={setState} language={language} />
    </ContentPage>
  );
}

import { customPageConfigName } from '../../../common/content-pages';
import { useLives } from '../../platform/lives/lives';
import { ContentPage } from '../content/ContentPage';
import { useLanguage } from '../use-language';
import { LiveHall } from './LiveHall';

const CONFIG = customPageConfigName('liveHall') ?? '';

/** Spec §2 /customPages/liveHall: the operator's content about the live hall, then the lives to watch and book. */
export function LiveHallPage() {
  const language = useLanguage();
  // Asked for here, beside the stored content rather than after it, so both arrive in one round trip's time.
  const lives = useLives(language);
  return (
    <ContentPage configName={CONFIG}>
      <LiveHall lives={lives} language={language} />
    </ContentPage>
  );
}

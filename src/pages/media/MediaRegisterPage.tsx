import { mediaLoginPath } from '../../platform/news-paths';
import { registerMedia } from '../../platform/session/media-auth-calls';
import { RegisterForm } from '../register/RegisterForm';
import { MediaAccountPage } from './MediaAccountPage';
import { useMediaLogin } from './use-media-login';

const TO_LOGIN = { question: 'media-page.register.haveAccount', label: 'media-page.register.login', to: mediaLoginPath } as const;

/**
 * Issue 9, spec §6: /m/{lang}/media/register — a journalist registers a media account, apart from buyers; it
 * awaits verification of its media organisation before it may sign up for press events.
 */
export function MediaRegisterPage() {
  const register = useMediaLogin(registerMedia);
  return (
    <MediaAccountPage
      title="media-page.register.title"
      intro="media-page.register.intro"
      other={TO_LOGIN}
      form={(finishLogin) => <RegisterForm onRegistered={finishLogin} register={register} />}
    />
  );
}

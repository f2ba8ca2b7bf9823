import type { SectionProps } from '../../src/engine/types';
import type { FooterData } from '../../common/generated/types';
import { AppStoreLinks } from './AppStoreLinks';
import { ContactDetails } from './ContactDetails';
import { FooterPageLinks } from './FooterPageLinks';
import { SocialLinks } from './SocialLinks';
import styles from './View.module.css';

export default function FooterView({ data, context }: SectionProps<FooterData>) {
  const { icpLines = [] } = data;
  return (
    <footer className={styles.footer}>
      <div className={styles.card}>
        {data.socialLinks.length > 0 && <SocialLinks links={data.socialLinks} />}
        {/* A mini-program's web view cannot install the app: no store links there. */}
        {!context.miniProgram && <AppStoreLinks links={data.appStores} />}
        <ContactDetails contact={data.contact} hongKongOffice={data.hongKongOffice} />
      </div>
      <FooterPageLinks />
      {icpLines.length > 0 && (
        <ul className={styles.filings}>
          {icpLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </footer>
  );
}

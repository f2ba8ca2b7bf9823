import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import seed from './fixtures/about.en-US.json';
import seedZhCN from './fixtures/about.zh-CN.json';
import withImage from './fixtures/with-image.en-US.json';
import invalidData from './fixtures/broken/root--required.title.json';
import { pageHero } from '.';

/** The about page's heading (its seeded data). */
export const Seed: Story = () => <SectionPreview section={pageHero} data={seed} />;

export const SeedZhCN: Story = () => <SectionPreview section={pageHero} data={seedZhCN} language="zh-CN" />;
SeedZhCN.meta = { language: 'zh-CN' };

/** With a picture above the title; its box is kept while it loads. */
export const WithImage: Story = () => <SectionPreview section={pageHero} data={withImage} />;

/** Invalid data: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={pageHero} data={invalidData} />;

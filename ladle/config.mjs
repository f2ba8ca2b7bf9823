/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: ['sections/**/*.stories.tsx', 'src/**/*.stories.tsx'],
  viteConfig: 'ladle/vite.config.ts',
  outDir: 'build/ladle',
  addons: { width: { enabled: true, defaultState: 375, options: { mobile: 375, tablet: 768 } } },
};

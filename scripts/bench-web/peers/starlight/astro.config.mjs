// @ts-check
import {defineConfig} from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  site: 'https://interlinear.example',
  integrations: [
    starlight({
      title: 'Interlinear',
      sidebar: ['usage', 'faq'],
    }),
  ],
});

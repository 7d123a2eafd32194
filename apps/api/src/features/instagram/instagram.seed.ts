import sharp from 'sharp';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { instagramPosts } from './instagram.tables';

/** A demo post of the home page's Instagram section; its square image is drawn at seed time. */
interface DemoInstagramPost {
  post_url: string;
  caption_en: string;
  caption_tr: string;
  is_active: boolean;
  /** The image's two gradient colours. */
  art: { from: string; to: string };
}

/** Three posts on the home page and one hidden. The links are fictional post codes. */
export const demoInstagramPosts: readonly DemoInstagramPost[] = [
  {
    post_url: 'https://www.instagram.com/p/CampusSpring1/',
    caption_en: 'Spring has arrived on the central campus lawn.',
    caption_tr: 'Merkez kampüsün çimenliğine bahar geldi.',
    is_active: true,
    art: { from: '#be185d', to: '#fb7185' },
  },
  {
    post_url: 'https://www.instagram.com/p/LibraryNight2/',
    caption_en: 'Late-night study sessions at the library during finals week.',
    caption_tr: 'Final haftasında kütüphanede gece geç saatlere kadar süren çalışmalar.',
    is_active: true,
    art: { from: '#1e3a8a', to: '#0ea5e9' },
  },
  {
    post_url: 'https://www.instagram.com/reel/HackathonReel3/',
    caption_en: 'Highlights from Hackathon 48: forty-eight hours of building.',
    caption_tr: "Hackathon 48'den kareler: kırk sekiz saat boyunca üretim.",
    is_active: true,
    art: { from: '#4c1d95', to: '#a78bfa' },
  },
  {
    post_url: 'https://www.instagram.com/p/OldWelcome4/',
    caption_en: 'Welcome Week picnic from last year.',
    caption_tr: 'Geçen yılın Hoş Geldin Haftası pikniği.',
    is_active: false,
    art: { from: '#0f766e', to: '#5eead4' },
  },
];

/** A square image made at seed time: a diagonal gradient with a few light circles, as WebP. */
export async function renderInstagramImage(art: DemoInstagramPost['art']): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="640" height="640" fill="url(#g)"/>
<circle cx="170" cy="180" r="110" fill="#ffffff" fill-opacity="0.18"/>
<circle cx="470" cy="440" r="150" fill="#ffffff" fill-opacity="0.14"/>
<rect x="220" y="220" width="200" height="200" rx="56" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="18"/>
<circle cx="320" cy="320" r="46" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="18"/>
<circle cx="378" cy="262" r="11" fill="#ffffff" fill-opacity="0.7"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/**
 * Inserts the demo Instagram posts in order. They need images, so nothing is
 * inserted without a file store; the files are removed again if the rows fail.
 */
export async function insertInstagramPosts(
  transaction: Transaction,
  demo: DemoPeople,
): Promise<void> {
  const { files, adminId: createdBy } = demo;
  if (files === undefined) return;
  const saved = await Promise.all(
    demoInstagramPosts.map(async (post) => ({
      post,
      fileName: await files.save('instagram', await renderInstagramImage(post.art), 'webp'),
    })),
  );
  try {
    await transaction.insert(instagramPosts).values(
      saved.map(({ post, fileName }, index) => ({
        post_url: post.post_url,
        caption_en: post.caption_en,
        caption_tr: post.caption_tr,
        display_order: index + 1,
        is_active: post.is_active,
        file_name: fileName,
        created_by: createdBy,
      })),
    );
  } catch (error) {
    await Promise.all(saved.map(({ fileName }) => files.remove('instagram', fileName)));
    throw error;
  }
}

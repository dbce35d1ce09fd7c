import { describe, expect, it } from 'vitest';
import { seoTags } from './seo.ts';

const site = { siteName: 'OpenCounsel', siteUrl: 'https://opencounsel.example' };

describe('seoTags', () => {
  it('emits title, canonical, Open Graph, description and keywords within limits', () => {
    const tags = seoTags(
      { title: 'A question', description: 'x '.repeat(200), path: '/q', keywords: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], jsonLd: [{ '@type': 'QAPage' }] },
      site,
    );
    expect(tags).toContainEqual({ title: 'A question | OpenCounsel' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://opencounsel.example/q' });
    const description = tags.find((t) => t.name === 'description')?.content as string;
    expect(description.length).toBeLessThanOrEqual(160);
    expect((tags.find((t) => t.name === 'keywords')?.content as string).split(', ')).toHaveLength(6);
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'QAPage' } });
  });
});

import { describe, expect, it } from 'vitest';
import { productLink, trackingQuery } from './product-link';

describe('product links carry the tracking parameters', () => {
  const tracking = {
    scene: 'banner_fudai',
    moduleId: 302,
    position: 3,
    page: Object.fromEntries(
      new URLSearchParams('scene=banner_fudai&utm_tag=ads7&app_from=rk&user_from=push&x=1'),
    ),
  };

  it('appends scene, module_id, position and the campaign parameters to an https link', () => {
    const url = new URL(productLink('https://partner.example/apply?productId=13', tracking));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      productId: '13',
      scene: 'banner_fudai',
      module_id: '302',
      position: '3',
      utm_tag: 'ads7',
      app_from: 'rk',
      user_from: 'push',
    });
  });

  it("puts them in a hash route's query, and in an app scheme's query", () => {
    expect(productLink('https://h.example/#/detail?id=2', { moduleId: 30, position: 0 })).toBe(
      'https://h.example/#/detail?id=2&module_id=30&position=0',
    );
    expect(productLink('rupiahku://product/detail?productId=12', { position: 1 })).toBe(
      'rupiahku://product/detail?productId=12&position=1',
    );
    expect(productLink('https://p.example/a#top', { position: 1 })).toBe(
      'https://p.example/a?position=1#top',
    );
  });

  it("keeps the server's own values and leaves empty links alone", () => {
    expect(productLink('https://p.example/a?position=9&scene=s', tracking)).toBe(
      'https://p.example/a?position=9&scene=s&module_id=302&utm_tag=ads7&app_from=rk&user_from=push',
    );
    expect(productLink('', tracking)).toBe('');
  });

  it('gives the same parameters as a query for native routes', () => {
    expect(trackingQuery({ moduleId: 30, position: 0 })).toEqual({
      module_id: '30',
      position: '0',
    });
    expect(trackingQuery({})).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { benchCharts, benchHtml, medians } from './bench-html';

const bench = {
  at: '2026-11-26T02:32:48.326Z',
  budgets: { lcpMs: 2000, firstDataJsKb: 135, perf: 95, tbtMs: 100, tapToPaintMs: 200 },
  pages: [
    {
      page: 'repay',
      lang: 'en-IN',
      lcpMs: 1900,
      firstDataJsKb: 134,
      perf: 99,
      tbtMs: 10,
      tapToPaintMs: 50,
    },
    {
      page: 'repay',
      lang: 'id-ID',
      lcpMs: 2100,
      firstDataJsKb: 133,
      perf: 97,
      tbtMs: 0,
      tapToPaintMs: 70,
    },
  ],
  repeatOpen: [{ page: 'repay', lang: 'en-IN', lcpMs: 800 }],
  offlineOpen: [{ page: 'repay', lang: 'en-IN', ms: 400 }],
};

describe('bench.html', () => {
  it('has a chart per table against its goal', () => {
    const charts = benchCharts(bench);
    expect(charts.map((c) => [c.title, c.goal])).toEqual([
      ['First open: LCP', 2000],
      ['First open: JS before first data', 135],
      ['First open: Lighthouse performance', 95],
      ['First open: total blocking time', 100],
      ['First open: tap to paint', 200],
      ['Repeat open: LCP', 1000],
      ['Offline open: on screen', 1000],
    ]);
    expect(charts[0]).toMatchObject({
      labels: ['repay en-IN', 'repay id-ID'],
      values: [1900, 2100],
    });
    expect(charts[2]?.higher).toBe(true);
  });

  it('takes the medians of a report for the history', () => {
    expect(medians(bench)).toEqual({
      firstLcpMs: 2000,
      repeatLcpMs: 800,
      offlineMs: 400,
      firstDataJsKb: 133.5,
    });
  });

  it('writes a page with a canvas per chart, the history and the data, escaped', () => {
    const html = benchHtml(
      { ...bench, at: '<b>' },
      [
        {
          commit: 'abc1234',
          date: '2026-11-26',
          firstLcpMs: 2000,
          repeatLcpMs: 800,
          offlineMs: 400,
          firstDataJsKb: 133,
        },
      ],
      '/* chart.js */',
    );
    expect(html.match(/<canvas id="chart-\d+"/g)).toHaveLength(7);
    expect(html).toContain('<canvas id="history"');
    expect(html).toContain('"commit":"abc1234"');
    expect(html).not.toContain('<b>');
  });
});

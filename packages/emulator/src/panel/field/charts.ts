import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  type Plugin,
  Tooltip,
} from 'chart.js';

// The panel's charts: bundled on their own (`/panel-charts.js`) and loaded when the Field view
// first opens, so the rest of the panel never waits for Chart.js.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The goal as a dashed line across the whole chart, labelled, however many bars there are. */
function goalLine(goal: number, label: string): Plugin<'bar'> {
  return {
    id: 'goal-line',
    afterDatasetsDraw(chart) {
      const { ctx, chartArea, scales } = chart;
      const y = scales.y?.getPixelForValue(goal);
      if (y === undefined || y < chartArea.top || y > chartArea.bottom) return;
      ctx.save();
      ctx.strokeStyle = '#c75000';
      ctx.setLineDash([6, 4]);
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(chartArea.left, y);
      ctx.lineTo(chartArea.right, y);
      ctx.stroke();
      ctx.fillStyle = '#c75000';
      ctx.font = '12px system-ui';
      ctx.fillText(label, chartArea.left + 4, y - 4);
      ctx.restore();
    },
  };
}

export interface BarsAgainstGoal {
  labels: string[];
  values: number[];
  goal: number;
  unit: string;
  title: string;
}

/** Bars (one per label) with the goal drawn across them as a dashed line; bars over it are red. */
export function drawBars(canvas: HTMLCanvasElement, data: BarsAgainstGoal): () => void {
  const unit = data.unit ? ` ${data.unit}` : '';
  const top = Math.max(data.goal * 1.2, ...data.values.map((v) => v * 1.1));
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: data.labels,
      datasets: [
        {
          label: `${data.title} p75${unit}`,
          data: data.values,
          backgroundColor: data.values.map((v) => (v > data.goal ? '#d64545' : '#2f855a')),
        },
      ],
    },
    options: {
      animation: false,
      responsive: true,
      // The goal always in view, with room above the tallest bar.
      scales: { y: { beginAtZero: true, suggestedMax: top } },
    },
    plugins: [goalLine(data.goal, `goal ${data.goal}${unit}`)],
  });
  return () => chart.destroy();
}

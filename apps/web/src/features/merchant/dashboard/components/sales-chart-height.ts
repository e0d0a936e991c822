/** The chart's height, shared with its placeholder so nothing moves when the chart arrives. */
export const SALES_CHART_HEIGHT = 260;

/** The P&L chart's height: the chart and its loading stand-in agree, so nothing jumps. */
export const PNL_CHART_HEIGHT = 260;

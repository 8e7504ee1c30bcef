// A job's status badge (outline): text on white at 6:1 or more (WCAG AA for its small text).
export const STATUS_COLOURS = { Open: '#237032', Closed: '#495057' } as const;

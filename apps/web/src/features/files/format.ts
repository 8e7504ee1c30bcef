// One way to write sizes (UX-1): the Intl formatter of i18n/format.ts, under the name files use.
export { formatBytes as formatSize } from '../../i18n/format';

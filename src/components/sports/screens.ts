export { default as HomeSports } from './HomeSports';
export { default as HotMatches } from './HotMatches';
export { default as InPlayPage } from './InPlayPage';

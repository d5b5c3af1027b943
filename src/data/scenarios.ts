/**
 * A sample reader's afternoon and evening (usage-scenarios), one feature a scene. The story's words
 * are translations (`scenarios.<id>.title` / `.story`); times are local clock times.
 */
import type {FeatureId} from './features';

export interface Scenario {
  readonly id: string;
  readonly time: string;
  readonly feature: FeatureId;
}

export const SCENARIOS: readonly Scenario[] = [
  {id: 'paper', time: '15:30', feature: 'pdf'},
  {id: 'lecture', time: '16:45', feature: 'videoSubtitles'},
  {id: 'forum', time: '18:10', feature: 'input'},
  {id: 'news', time: '19:20', feature: 'hover'},
  {id: 'recipe', time: '20:05', feature: 'image'},
  {id: 'novel', time: '21:30', feature: 'epub'},
  {id: 'comic', time: '22:15', feature: 'manga'},
  {id: 'share', time: '23:00', feature: 'share'},
];

import { findAvvoCorpus } from './avvo.ts';
import { avvoArchive } from './avvo-archive.ts';
import { findRedditCorpus } from './reddit.ts';
import { redditArchive } from './reddit-archive.ts';

/** The external corpora the relevance benchmark measures on: where each is and its archive. */
export const CORPORA = {
  avvo: { find: findAvvoCorpus, archive: avvoArchive },
  reddit: { find: findRedditCorpus, archive: redditArchive },
} as const;
export type CorpusName = keyof typeof CORPORA;

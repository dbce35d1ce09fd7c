import { CORPUS_ARCHIVE_CACHE_DIR, corpusArchive } from './corpus-archive.ts';
import { convertRedditCorpus, REDDIT_CORPUS_FILE } from './reddit.ts';

/** The r/legaladvice corpus as an archive (corpusArchive: built once, reused, read-only). */
export function redditArchive({
  file = REDDIT_CORPUS_FILE,
  cacheDir = CORPUS_ARCHIVE_CACHE_DIR,
  log = () => {},
}: { file?: string; cacheDir?: string; log?: (line: string) => void } = {}): Promise<string> {
  return corpusArchive({ name: 'reddit', file, convert: convertRedditCorpus, cacheDir, log });
}

import { AVVO_CORPUS_FILE, convertAvvoCorpus } from './avvo.ts';
import { CORPUS_ARCHIVE_CACHE_DIR, corpusArchive } from './corpus-archive.ts';

/** The Avvo bankruptcy corpus as an archive (corpusArchive: built once, reused, read-only). */
export function avvoArchive({
  file = AVVO_CORPUS_FILE,
  cacheDir = CORPUS_ARCHIVE_CACHE_DIR,
  log = () => {},
}: { file?: string; cacheDir?: string; log?: (line: string) => void } = {}): Promise<string> {
  return corpusArchive({ name: 'avvo', file, convert: convertAvvoCorpus, cacheDir, log });
}

import fs from 'node:fs';
import path from 'node:path';
import {
  buildGlobalIdf,
  dumpDictionary,
  launchSearchd,
  prepareSearchd,
  startSearchd,
  type SearchdInstance,
} from './searchd.ts';
import { exportCommand } from './setup.ts';

/**
 * A search cluster on one machine (docs/deployment.md, "A search cluster"): `shards`
 * searchd nodes, each with the documents whose id modulo `shards` is its number in a plain
 * index, all ranking with one IDF file built from every shard's dictionary, and a head
 * searchd whose distributed index `questions` queries every node and merges the answers.
 */
export interface SearchCluster {
  readonly nodes: readonly SearchdInstance[];
  readonly head: SearchdInstance;
  destroy(): Promise<void>;
}

export async function startCluster(archive: string, shards: number): Promise<SearchCluster> {
  const prepared = [];
  for (let index = 0; index < shards; index++) {
    prepared.push(
      await prepareSearchd({
        apiPort: true,
        indexes: (dir) => [
          {
            kind: 'plain',
            name: 'questions',
            command: exportCommand(archive, { shard: { index, of: shards }, quiet: true }),
            globalIdf: path.join(dir, 'global.idf'),
          },
        ],
      }),
    );
  }
  const dictionaries = prepared.map((node) => {
    const file = path.join(node.dir, 'questions.dict');
    dumpDictionary(node.configPath, 'questions', file);
    return file;
  });
  const idf = path.join(prepared[0]!.dir, 'cluster.idf');
  buildGlobalIdf(dictionaries, idf);
  for (const node of prepared) fs.copyFileSync(idf, path.join(node.dir, 'global.idf'));
  const nodes: SearchdInstance[] = [];
  let head: SearchdInstance;
  try {
    for (const node of prepared) nodes.push(await launchSearchd(node));
    head = await startSearchd({
      indexes: () => [
        {
          kind: 'distributed',
          name: 'questions',
          agents: nodes.map((node) => [`${node.host}:${node.apiPort}:questions`]),
        },
      ],
    });
  } catch (error) {
    // No searchd of ours outlives a failed start.
    await Promise.all(nodes.map((node) => node.destroy()));
    for (const node of prepared) fs.rmSync(node.dir, { recursive: true, force: true });
    throw error;
  }
  return {
    nodes,
    head,
    async destroy() {
      await head.destroy();
      await Promise.all(nodes.map((node) => node.destroy()));
    },
  };
}

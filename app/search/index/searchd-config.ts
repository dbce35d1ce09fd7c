import path from 'node:path';
import { ATTRIBUTES, CHARSET_TABLE, FIELDS } from '../engines/sphinxql/schema.ts';

/**
 * searchd's configuration file for the archive's index (`npm run search:config`, the tests'
 * searchd helper, the two-node test). Pure text: the caller writes it where it wants.
 */
export type IndexDefinition =
  /** Built by `indexer` from a TSV export of the archive (tsvpipe_command prints it). */
  | {
      readonly kind: 'plain';
      readonly name: string;
      readonly command: string;
      /** A cluster's IDF file (indextool --buildidf over every shard's dictionary): every shard ranks with the archive's word frequencies. */
      readonly globalIdf?: string;
    }
  /** Filled by INSERT statements over SphinxQL. */
  | { readonly kind: 'rt'; readonly name: string; readonly memLimitMb?: number }
  /**
   * A distributed index: local indexes plus remote agents. Each agent is a list of mirrors
   * (`host:port:index`); searchd queries one mirror per agent and fails over to the others.
   */
  | {
      readonly kind: 'distributed';
      readonly name: string;
      readonly locals?: readonly string[];
      readonly agents: readonly (readonly string[])[];
    };

export interface SearchdConfig {
  /** Absolute folder for the index files, the logs and the pid file. */
  readonly dir: string;
  readonly host: string;
  readonly port: number;
  /** A port for Sphinx's native protocol: what a distributed index's agents connect to (none when absent). */
  readonly apiPort?: number;
  readonly indexes: readonly IndexDefinition[];
  /** Milliseconds a distributed index waits for an agent to connect / to answer. */
  readonly agentConnectTimeoutMs?: number;
  readonly agentQueryTimeoutMs?: number;
}

/** Text settings every full-text index shares (the embedded engine's rules, docs/search.md). */
const TEXT_SETTINGS = [
  'morphology = stem_en',
  'min_word_len = 1',
  // bm25f() needs each field's length per document.
  'index_field_lengths = 1',
  `charset_table = ${CHARSET_TABLE}`,
  'html_strip = 0',
];

const block = (head: string, lines: readonly string[]) => `${head}\n{\n${lines.map((l) => `  ${l}`).join('\n')}\n}\n`;

function indexBlocks(dir: string, index: IndexDefinition): string[] {
  if (index.kind === 'distributed') {
    const lines = [
      'type = distributed',
      ...(index.locals ?? []).map((l) => `local = ${l}`),
      ...index.agents.map((mirrors) => `agent = ${mirrors.join('|')}`),
    ];
    return [block(`index ${index.name}`, lines)];
  }
  const files = `path = ${path.join(dir, index.name)}`;
  if (index.kind === 'rt') {
    const lines = [
      'type = rt',
      files,
      ...FIELDS.map((f) => `rt_field = ${f}`),
      ...ATTRIBUTES.map((a) => `rt_attr_${a.kind} = ${a.name}`),
      `rt_mem_limit = ${index.memLimitMb ?? 256}M`,
      ...TEXT_SETTINGS,
    ];
    return [block(`index ${index.name}`, lines)];
  }
  const source = [
    'type = tsvpipe',
    `tsvpipe_command = ${index.command}`,
    ...FIELDS.map((f) => `tsvpipe_field = ${f}`),
    ...ATTRIBUTES.map((a) => `tsvpipe_attr_${a.kind} = ${a.name}`),
  ];
  const idf = index.globalIdf ? [`global_idf = ${index.globalIdf}`] : [];
  return [
    block(`source ${index.name}_source`, source),
    block(`index ${index.name}`, [`source = ${index.name}_source`, files, ...TEXT_SETTINGS, ...idf]),
  ];
}

export function searchdConfig(config: SearchdConfig): string {
  const searchd = [
    `listen = ${config.host}:${config.port}:mysql41`,
    ...(config.apiPort ? [`listen = ${config.host}:${config.apiPort}`] : []),
    `log = ${path.join(config.dir, 'searchd.log')}`,
    `pid_file = ${path.join(config.dir, 'searchd.pid')}`,
    // RT indexes are filled in one go by search:index, which flushes them at the end.
    'binlog_path =',
    'workers = threads',
    'max_packet_size = 32M',
    'seamless_rotate = 1',
    'preopen_indexes = 1',
    'unlink_old = 1',
    'read_timeout = 5',
    'client_timeout = 300',
    `agent_connect_timeout = ${config.agentConnectTimeoutMs ?? 300}`,
    `agent_query_timeout = ${config.agentQueryTimeoutMs ?? 3000}`,
  ];
  const indexes = config.indexes.flatMap((i) => indexBlocks(config.dir, i));
  return [
    '# searchd configuration written by `npm run search:config` (docs/search.md, "The SphinxQL engine").',
    ...indexes,
    block('indexer', ['mem_limit = 512M']),
    block('searchd', searchd),
  ].join('\n');
}

/** A shell word: the tsvpipe command is run by /bin/sh. */
export function shellQuote(word: string): string {
  return /^[\w./:=@-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

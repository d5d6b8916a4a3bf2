/**
 * The write history on screen after a commit or an undo: the service answers with the commit as
 * the history now shows it, and it takes its place in the list (an undo's) or goes on top (a new
 * commit is the newest), so the page need not read the whole history again.
 */
import type { CommitSummary } from '../../../shared/api-writes.js';

export function withCommit(commits: CommitSummary[], commit: CommitSummary | undefined): CommitSummary[] {
  if (!commit) return commits;
  const at = commits.findIndex((c) => c.commitId === commit.commitId);
  return at < 0 ? [commit, ...commits] : commits.map((c, i) => (i === at ? commit : c));
}

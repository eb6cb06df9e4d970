import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Production builds of two versions of the app for a paired comparison: a commit (checked out in a
 * throwaway git worktree) and this working tree. Both are built the same way, by each version's own
 * vite.config.ts in a child process, for the same host.
 */

const git = (args: string[], cwd = '.') => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** "abc1234 Subject…" of a commit; "abc1234 + uncommitted changes" for a dirty working tree. */
export function describeVersion(commit: string | null): string {
  if (commit) return git(['log', '-1', '--format=%h %s', commit]).slice(0, 100);
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return `${git(['log', '-1', '--format=%h', 'HEAD'])}${dirty ? ' + uncommitted changes' : ''} (this working tree)`;
}

/** `vite build` in `root` (its own config and dependencies) into `outDir`, for `apiBaseUrl`. */
function viteBuild(root: string, outDir: string, apiBaseUrl: string): void {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', 'production', '--outDir', resolve(outDir), '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env: { ...process.env, VITE_API_BASE_URL: apiBaseUrl },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed in ${root} (exit ${result.status})`);
}

/** This working tree's build. */
export function buildWorkingTree(outDir: string, apiBaseUrl: string): void {
  viteBuild('.', outDir, apiBaseUrl);
}

/**
 * A commit's build: checked out beside this tree, with this tree's node_modules when its lockfile is the
 * same (else its own `npm ci`, which takes minutes). The worktree is removed afterwards.
 */
export function buildCommit(commit: string, outDir: string, apiBaseUrl: string): void {
  const sha = git(['rev-parse', '--verify', `${commit}^{commit}`]);
  const where = join(mkdtempSync(join(tmpdir(), 'portal-pair-')), 'tree');
  git(['worktree', 'add', '--detach', '--force', where, sha]);
  try {
    const sameLock =
      existsSync(join(where, 'package-lock.json')) &&
      readFileSync(join(where, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8');
    if (sameLock) symlinkSync(resolve('node_modules'), join(where, 'node_modules'), 'dir');
    else {
      console.info(`${sha.slice(0, 7)} has other dependencies: npm ci in its worktree…`);
      const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: where, stdio: 'inherit' });
      if (install.status !== 0) throw new Error(`npm ci failed for ${sha.slice(0, 7)}`);
    }
    viteBuild(where, outDir, apiBaseUrl);
  } finally {
    git(['worktree', 'remove', '--force', where]);
    rmSync(join(where, '..'), { recursive: true, force: true });
  }
}

import type { PackageNote } from '../../types/package-state';
import { T } from '../texts';

const N = T.packageNote;

/** A package note as a timeline line: its text, its outcome and how it reads (ok, bad, muted). */
export function noteSummary(note: PackageNote): { detail: string; outcome: string; tone: string } {
  switch (note.kind) {
    case 'taken':
      return {
        detail: N.taken(note.version, note.build, note.from, note.status === 'pending'),
        outcome: note.status === 'pending' ? N.outcome.taken : N.outcome.takenCurrent,
        tone: 'ok',
      };
    case 'refused':
      return {
        detail: N.refused(note.code, note.reason, note.from, note.fallback),
        outcome: note.code,
        tone: 'bad',
      };
    case 'open':
      return {
        detail: N.open(note.build, note.waitMs, note.origin),
        outcome: N.outcome.open,
        tone: 'muted',
      };
    case 'healthy':
      return {
        detail: N.healthy(note.build, N.files(note.files)),
        outcome: N.outcome.healthy,
        tone: 'ok',
      };
    case 'failed-open':
      return {
        detail: N.failedOpen(note.build, note.reason),
        outcome: N.outcome['failed-open'],
        tone: 'bad',
      };
    case 'rolled-back':
      return {
        detail: N.rolledBack(note.build, N.files(note.files), note.reason),
        outcome: N.outcome['rolled-back'],
        tone: 'bad',
      };
  }
}

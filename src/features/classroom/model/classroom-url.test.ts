import { describe, expect, it } from 'vitest';
import { safeClassroomUrl } from './classroom-url';

describe('safeClassroomUrl', () => {
  it.each<[unknown, string | null]>([
    ['http://127.0.0.1:4173/demo-classroom/10010100', 'http://127.0.0.1:4173/demo-classroom/10010100'],
    ['https://class.example.com/room?id=1#x', 'https://class.example.com/room?id=1#x'],
    ['  https://class.example.com/r  ', 'https://class.example.com/r'],
    ['HTTPS://Class.Example.com/r', 'https://class.example.com/r'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>1</script>', null],
    ['//evil.example.com/x', null],
    ['/demo-classroom/1', null],
    ['ftp://files.example.com/x', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%s -> %s', (raw, expected) => {
    expect(safeClassroomUrl(raw)).toBe(expected);
  });
});

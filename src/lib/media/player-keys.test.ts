import { describe, expect, it } from 'vitest';
import { clampTime, playerCommand, stepRate, stepVolume } from './player-keys';

describe('playerCommand', () => {
  it.each([
    [' ', { kind: 'toggle-play' }],
    ['k', { kind: 'toggle-play' }],
    ['K', { kind: 'toggle-play' }],
    ['ArrowLeft', { kind: 'seek-by', seconds: -5 }],
    ['ArrowRight', { kind: 'seek-by', seconds: 5 }],
    ['j', { kind: 'seek-by', seconds: -10 }],
    ['L', { kind: 'seek-by', seconds: 10 }],
    ['ArrowUp', { kind: 'volume-by', delta: 0.1 }],
    ['ArrowDown', { kind: 'volume-by', delta: -0.1 }],
    ['Home', { kind: 'seek-to', fraction: 0 }],
    ['End', { kind: 'seek-to', fraction: 1 }],
    ['0', { kind: 'seek-to', fraction: 0 }],
    ['5', { kind: 'seek-to', fraction: 0.5 }],
    ['m', { kind: 'toggle-mute' }],
    ['f', { kind: 'toggle-fullscreen' }],
    ['<', { kind: 'rate-step', step: -1 }],
    ['>', { kind: 'rate-step', step: 1 }],
    [',', null],
    ['Enter', null],
    ['Tab', null],
    ['x', null],
    ['', null],
    ['Dead', null],
  ])('%j -> %j', (key, command) => {
    expect(playerCommand({ key })).toEqual(command);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { altKey: true }])('leaves browser shortcuts alone (%j)', (modifier) => {
    expect(playerCommand({ key: 'f', ...modifier })).toBeNull();
    expect(playerCommand({ key: 'ArrowLeft', ...modifier })).toBeNull();
  });
});

describe('stepRate', () => {
  it.each([
    [1, 1, 1.25],
    [1, -1, 0.75],
    [2, 1, 2],
    [0.5, -1, 0.5],
    [1.1, 1, 1.25],
    [1.1, -1, 1],
    [3, -1, 2],
    [0.1, 1, 0.5],
    [Number.NaN, 1, 1.25],
  ] as const)('%d step %d -> %d', (rate, step, next) => {
    expect(stepRate(rate, step)).toBe(next);
  });
});

describe('clampTime', () => {
  it.each([
    [5, 12, 5],
    [-3, 12, 0],
    [15, 12, 12],
    [15, Number.NaN, 15],
    [15, Number.POSITIVE_INFINITY, 15],
    [Number.NaN, 12, 0],
    [0, 0, 0],
  ])('clampTime(%d, %d) = %d', (time, duration, expected) => {
    expect(clampTime(time, duration)).toBe(expected);
  });
});

describe('stepVolume', () => {
  it.each([
    [0.5, 0.1, 0.6],
    [0.95, 0.1, 1],
    [1, 0.1, 1],
    [0.05, -0.1, 0],
    [0, -0.1, 0],
    [0.7, -0.1, 0.6],
    [Number.NaN, -0.1, 0.9],
  ])('%d %+d -> %d', (volume, delta, next) => {
    expect(stepVolume(volume, delta)).toBe(next);
  });
});

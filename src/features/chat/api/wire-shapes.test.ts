import { describe } from 'vitest';
import { MISSING, readsShapes } from '@/test/wire-shapes';
import { chatWire } from './chat-wire';
import { schemas as roomSchemas } from './get-chat-rooms';
import { schemas as subscriptionSchemas } from './get-subscriptions';

const at = '2026-11-22T10:00:00.000Z';

describe('chat messages', () => {
  const base = { _id: 'm1', rid: 'room-1', msg: 'Hello', ts: at, u: { _id: 'rc-50002', username: 'tom.wang', name: 'Tom Wang' } };
  readsShapes((message) => chatWire().rcMessage.parse(message), base, [
    ['as sent', {}, { id: 'm1', roomId: 'room-1', text: 'Hello', at, author: { id: 'rc-50002', name: 'Tom Wang' } }],
    ['numeric ids read as text', { _id: 17, rid: 3, 'u._id': 50002 }, { id: '17', roomId: '3', author: { id: '50002' } }],
    ['a { $date } time', { ts: { $date: Date.parse(at) } }, { at }],
    ['no display name', { 'u.name': MISSING }, { author: { name: 'tom.wang' } }],
    ['a malformed text', { msg: 42 }, { id: 'm1', text: '' }, 1],
    ['a malformed user name', { 'u.username': ['tom'] }, { author: { username: '', name: 'Tom Wang' } }, 1],
    ['no id', { _id: MISSING }, 'unreadable'],
    ['an unreadable time', { ts: 'just now' }, 'unreadable'],
  ]);
});

describe('chat subscriptions', () => {
  const base = { _id: 's1', rid: 'room-1', t: 'd', name: 'tom.wang', fname: 'Tom Wang', unread: 2, _updatedAt: at };
  const read = (subscription: unknown) => subscriptionSchemas().answer.parse({ update: [subscription] }).update[0];
  readsShapes(read, base, [
    ['as sent', {}, { _id: 's1', rid: 'room-1', unread: 2, fname: 'Tom Wang' }],
    ['numbers as text and ids as numbers', { _id: 1, rid: 2, unread: '2' }, { _id: '1', rid: '2', unread: 2 }],
    ['optional fields missing', { fname: MISSING, unread: MISSING }, { fname: null, unread: 0 }],
    ['a malformed unread count', { unread: 'many' }, { _id: 's1', unread: 0 }, 1],
    ['no room id', { rid: MISSING }, 'unreadable'],
  ]);
});

describe('chat rooms', () => {
  const read = (room: unknown) => roomSchemas().answer.parse({ update: [room], remove: [{ _id: 'gone' }, { _id: 7 }] });
  readsShapes(read, { _id: 'room-1', ro: false, _updatedAt: at, lastMessage: { msg: 'x' } }, [
    ['as sent', {}, { update: [{ _id: 'room-1', ro: false }], remove: ['gone', '7'] }],
    ['a read-only flag as a number', { ro: 1 }, { update: [{ ro: true }] }],
    ['no read-only flag', { ro: MISSING }, { update: [{ ro: false }] }],
    ['a malformed read-only flag', { ro: 'no' }, { update: [{ _id: 'room-1', ro: false }] }, 1],
    ['no update time', { _updatedAt: MISSING }, 'unreadable'],
  ]);
});

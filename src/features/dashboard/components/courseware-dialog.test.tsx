import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { setFaults } from '@mocks/demo-state';
import { queryClient } from '@/lib/query/query-client';
import { render, screen, userEvent, within } from '@/test/render';
import { signedInForEachTest } from '@/test/render-app';
import { CoursewareDialog } from './courseware-dialog';

// video.js cannot play in jsdom; the player's own behaviour has its own tests.
vi.mock('@/components/media-player/media-player', () => ({
  default: ({ label, source }: { label: string; source: { src: string; type: string } }) => (
    <div role="region" aria-label={`player ${label}`} data-src={source.src} data-type={source.type}>
      {/* The element video.js plays in (a <video>, for audio too). */}
      <video />
    </div>
  ),
}));

signedInForEachTest();

function openCourseware(courseId: number) {
  render(
    <QueryClientProvider client={queryClient}>
      <CoursewareDialog opened onClose={() => {}} courseId={courseId} classTitle="Greetings" />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Courseware: Greetings' });
}

const KINDS = [
  'Quizzes',
  'Flashcards',
  'Materials',
  'Courseware',
  'Pre-class audio',
  'Pre-class video',
  'Post-class audio',
  'Post-class video',
];

describe('the courseware of a class (demo host, course 12)', () => {
  it('lists the eight kinds in order; files open in a new tab, media play in place one at a time', async () => {
    const dialog = openCourseware(12);
    const sections = await within(dialog).findAllByRole('region', {}, { timeout: 5000 });
    const headings = await within(dialog).findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(KINDS);
    expect(sections.length).toBeGreaterThanOrEqual(8);

    const materials = within(dialog).getByRole('region', { name: 'Materials' });
    const open = await within(materials).findByRole('link', { name: 'Open Lesson handout.pdf (new tab)' });
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(open.getAttribute('href')).toMatch(/^http:\/\/.+\/demo-media\/sample\.pdf$/);

    const videos = within(dialog).getByRole('region', { name: 'Pre-class video' });
    await userEvent.click(await within(videos).findByRole('button', { name: 'Play Preview video (stream)' }));
    const player = await within(videos).findByRole('region', { name: 'player Preview video (stream)' });
    expect(player).toHaveAttribute('data-type', 'application/x-mpegURL');
    await userEvent.click(within(videos).getByRole('button', { name: 'Play Preview video' }));
    expect(await within(videos).findByRole('region', { name: 'player Preview video' })).toHaveAttribute('data-type', 'video/mp4');
    expect(within(videos).queryByRole('region', { name: 'player Preview video (stream)' })).toBeNull();
  });

  it('a course without courseware says so', async () => {
    const dialog = openCourseware(17);
    expect(await within(dialog).findByText('No courseware in the current class.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('one kind that fails shows its own error and comes back on Try again; the others stay', async () => {
    setFaults([{ kind: 'status', status: 404, match: '/modules/1205/items', count: 1 }]);
    const dialog = openCourseware(12);
    const audio = await within(dialog).findByRole('region', { name: 'Pre-class audio' }, { timeout: 5000 });
    const failure = await within(audio).findByRole('alert');
    expect(failure).toHaveTextContent('Pre-class audio could not be loaded');
    expect(await within(dialog).findByRole('link', { name: 'Open Lesson slides.pdf (new tab)' })).toBeInTheDocument();

    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(audio).findByRole('button', { name: 'Play Listen before class' })).toBeInTheDocument();
  });

  it('a module list that cannot be read is an error with Try again, not an empty course', async () => {
    setFaults([{ kind: 'malformed', match: '/courses/12/modules', count: 1 }]);
    const dialog = openCourseware(12);
    const failure = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    expect(within(dialog).queryByText('No courseware in the current class.')).toBeNull();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('heading', { level: 3 })).toHaveLength(8);
  });

  it('starting a video pauses an audio that plays in another kind (one plays at a time)', async () => {
    const dialog = openCourseware(12);
    const audios = await within(dialog).findByRole('region', { name: 'Pre-class audio' }, { timeout: 5000 });
    await userEvent.click(await within(audios).findByRole('button', { name: 'Play Listen before class' }));
    const videos = within(dialog).getByRole('region', { name: 'Pre-class video' });
    await userEvent.click(await within(videos).findByRole('button', { name: 'Play Preview video' }));
    const audio = (await within(audios).findByRole('region', { name: 'player Listen before class' })).querySelector('video')!;
    const video = (await within(videos).findByRole('region', { name: 'player Preview video' })).querySelector('video')!;
    // jsdom plays nothing: the audio is said to play, and its pause() is recorded.
    Object.defineProperty(audio, 'paused', { configurable: true, get: () => false });
    const pause = vi.spyOn(audio, 'pause').mockImplementation(() => {});
    video.dispatchEvent(new Event('play'));
    expect(pause).toHaveBeenCalledOnce();
  });
});

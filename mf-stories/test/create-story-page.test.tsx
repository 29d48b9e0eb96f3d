// @vitest-environment jsdom
// The providers send reading progress kept offline from IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_INTERESTS,
  type Child,
  type ChildrenResponse,
  type GenerateStoryRequest,
  type GenerateStoryResponse,
  type ShareStatus,
  type StoryMerchandiseResponse,
  type UnderstandIdeasResponse,
} from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser, type ApiRoutes } from '@bedtime/web-kit/testing';
import CreateStoryPage from '../src/pages/create-story-page';

cleanUpPagesAfterEach();
// The pointer-events check reads antd's style sheets through jsdom's getComputedStyle on every action (slow, and nothing here turns pointer events off).
const userEvent = userEventLib.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(() => {
  // The finished story is shown with its narration player; jsdom has no media playback.
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => {};
  HTMLMediaElement.prototype.load = () => {};
});

const reading: UnderstandIdeasResponse = { lesson: { ok: true, about: 'sharing with friends', confident: true }, plotTwists: [] };
const noChildren: ChildrenResponse = { children: [] };
const at = (routes: ApiRoutes) => ({
  path: '/',
  user: testUser(),
  routes: { 'GET /api/children': noChildren, 'POST /api/understand-ideas': reading, ...routes },
});

const continueButton = () => screen.getByRole('button', { name: /Continue/ }) as HTMLButtonElement;
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Age 6, a girl, Animals, Gentle: up to the lesson step. */
async function answerFirstSteps() {
  await userEvent.type(await screen.findByLabelText("Child's age"), '6');
  await userEvent.click(continueButton());
  await userEvent.click(within(await screen.findByRole('radiogroup')).getByLabelText(/Girl/));
  await userEvent.click(continueButton());
  await userEvent.click(await screen.findByRole('button', { name: /Animals/ }));
  await userEvent.click(continueButton());
  await userEvent.click(within(await screen.findByRole('radiogroup')).getByLabelText(/Gentle/));
  await userEvent.click(continueButton());
  await stepHeading('What should the story teach?');
}

describe('/', () => {
  it('holds each step until it is answered, saying what an age must be and how many interests to pick', async () => {
    const page = renderPage(CreateStoryPage, at({}));
    expect(await stepHeading('How old is your child?')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    const age = screen.getByLabelText("Child's age");
    await userEvent.type(age, '15');
    expect(screen.getByText('Please enter an age between 2 and 12.')).toBeTruthy();
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(continueButton().disabled).toBe(true);
    await userEvent.clear(age);
    await userEvent.type(age, '6');
    expect(screen.getByText('Stories are written for children aged 2 to 12.')).toBeTruthy();
    await userEvent.click(continueButton());

    expect(await stepHeading('Who is the story for?')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    await userEvent.click(within(screen.getByRole('radiogroup')).getByLabelText(/Boy/));
    await userEvent.click(continueButton());

    expect(await stepHeading('What does your child love?')).toBeTruthy();
    expect(screen.getByText(`0 of ${MAX_INTERESTS} chosen`)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    for (const interest of ['Dinosaurs', 'Space & Stars', 'Music', 'Sports']) await userEvent.click(screen.getByRole('button', { name: new RegExp(interest) }));
    // a fourth pick is ignored
    expect(screen.getByText(`3 of ${MAX_INTERESTS} chosen: tap a chosen interest to remove it, then pick another`)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sports/ }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(continueButton());

    expect(await stepHeading('Choose a story style')).toBeTruthy();
    // Back keeps what was answered
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect((await screen.findByRole('button', { name: /Dinosaurs/ })).getAttribute('aria-pressed')).toBe('true');
    expect(page.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('writes the story from the answers and shows it', async () => {
    let asked: unknown;
    renderPage(
      CreateStoryPage,
      at({
        'GET /api/stories/:id/share': { storyId: 'st-9', shared: false, sharedAt: null } satisfies ShareStatus,
        'GET /api/stories/:id/merchandise': { merchandise: [] } satisfies StoryMerchandiseResponse,
        'POST /api/generate-story': (request) => {
          asked = request.body;
          return {
            success: true,
            id: 'st-9',
            title: 'Mia and the Sharing Fox',
            story: 'Mia met a fox who had two berries.\n\nShe shared hers, and they both slept well.',
          } satisfies GenerateStoryResponse;
        },
      }),
    );
    await answerFirstSteps();
    expect((screen.getByRole('button', { name: /Create Story/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Child's name (optional)"), 'Mia');
    await userEvent.type(screen.getByLabelText('Lesson or moral'), 'Sharing with friends');
    expect(await screen.findByText(/sharing with friends/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Create Story/ }));
    expect(await screen.findByRole('heading', { name: 'Mia and the Sharing Fox' })).toBeTruthy();
    expect(asked).toEqual({
      age: 6,
      gender: 'girl',
      interests: ['Animals'],
      style: 'gentle',
      lesson: 'Sharing with friends',
      isCollaborative: false,
      plotTwists: [],
      childName: 'Mia',
    } satisfies GenerateStoryRequest);
  });

  it("shows the service's refusal of a name beside the name, and other failures in the step's error box", async () => {
    let calls = 0;
    renderPage(
      CreateStoryPage,
      at({
        'POST /api/generate-story': () =>
          ++calls === 1
            ? { status: 400, body: { message: "Please use the child's first name only.", field: 'childName' } }
            : { status: 503, body: { message: 'The storyteller is resting for a moment. Please try again.' } },
      }),
    );
    await answerFirstSteps();
    await userEvent.type(screen.getByLabelText("Child's name (optional)"), 'Mia Rose Parent');
    await userEvent.type(screen.getByLabelText('Lesson or moral'), 'Sharing with friends');
    await userEvent.click(screen.getByRole('button', { name: /Create Story/ }));
    expect((await screen.findByRole('alert')).textContent).toBe("Please use the child's first name only.");
    expect(screen.getByLabelText("Child's name (optional)").getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: /Create Story/ }));
    expect(await screen.findByText('The storyteller is resting for a moment. Please try again.')).toBeTruthy();
    // the answers are still there to try again
    expect((screen.getByLabelText('Lesson or moral') as HTMLTextAreaElement).value).toBe('Sharing with friends');
  });

  it('asks first who the story is for when the family saved children, and goes straight to the lesson for a saved one', async () => {
    const mia: Child = {
      id: 'c1',
      name: 'Mia',
      birthMonth: '2020-03',
      age: 6,
      gender: 'girl',
      interests: ['Animals'],
      style: 'gentle',
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    renderPage(CreateStoryPage, at({ 'GET /api/children': { children: [mia] } satisfies ChildrenResponse }));
    expect(await stepHeading('Who is tonight’s story for?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage your children' }).getAttribute('href')).toBe('/children');
    await userEvent.click(screen.getByRole('button', { name: /Mia/ }));
    expect(await stepHeading('What should the story teach?')).toBeTruthy();
    expect(screen.getByText('The hero of the story: Mia, as saved.')).toBeTruthy();
    // the saved answers are behind it
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect((within(await screen.findByRole('radiogroup')).getByLabelText(/Gentle/) as HTMLInputElement).checked).toBe(true);
  });
});

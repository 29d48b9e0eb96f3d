// @vitest-environment jsdom
// The providers send reading progress kept offline from IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { childInputSchema, type Child, type ChildInput, type ChildResponse, type ChildrenResponse } from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser } from '@bedtime/web-kit/testing';
import ChildrenPage from '../src/pages/children-page';

cleanUpPagesAfterEach();
// The pointer-events check reads antd's style sheets through jsdom's getComputedStyle on every action (slow); a
// button-style radio is clicked by its label, as a person does.
const userEvent = userEventLib.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const mia: Child = {
  id: 'c1',
  name: 'Mia',
  birthMonth: '2020-03',
  age: 6,
  gender: 'girl',
  interests: ['Animals', 'Space & Stars'],
  style: 'gentle',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const at = { path: 'children', user: testUser() };

/** Fills the add-a-child form as a parent does; the name is left to the caller. */
async function fillAllButName(form: HTMLElement) {
  await userEvent.click(within(form).getByLabelText('Birth month'));
  await userEvent.paste('2021-06');
  await userEvent.click(within(form).getByText(/Boy/));
  await userEvent.click(within(form).getByRole('checkbox', { name: /Dinosaurs/ }));
  await userEvent.click(within(form).getByRole('combobox', { name: 'Favourite story style' }));
  await userEvent.click(await screen.findByTitle(/Funny/));
}

describe('/children', () => {
  it('lists the saved children and saves a new one with what the parent filled in', async () => {
    let saved: unknown;
    let family: Child[] = [mia];
    renderPage(ChildrenPage, {
      ...at,
      routes: {
        'GET /api/children': () => ({ children: family }) satisfies ChildrenResponse,
        'POST /api/children': (request) => {
          saved = request.body;
          const leo: Child = { ...(request.body as Child), id: 'c2', age: 5, createdAt: '2026-11-28T10:00:00.000Z' };
          family = [...family, leo];
          return { child: leo } satisfies ChildResponse;
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mia' })).toBeTruthy();
    expect(screen.getByText('Age 6 · Animals, Space & Stars · Gentle')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    const form = screen.getByRole('region', { name: 'Add a child' });
    await userEvent.click(within(form).getByLabelText('Name'));
    await userEvent.paste('Leo');
    await fillAllButName(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Save child' }));
    await expect
      .poll(() => saved)
      .toEqual({ name: 'Leo', birthMonth: '2021-06', gender: 'boy', interests: ['Dinosaurs'], style: 'funny' } satisfies ChildInput);
    expect(await screen.findByText('Leo is saved.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Leo' })).toBeTruthy();
  });

  it("asks for the child's name, with the contract's message, before sending anything", async () => {
    const page = renderPage(ChildrenPage, { ...at, routes: { 'GET /api/children': { children: [] } satisfies ChildrenResponse } });
    expect(await screen.findByText('No children saved yet. Save each child once and pick them when you create a story.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    const form = screen.getByRole('region', { name: 'Add a child' });
    await userEvent.click(within(form).getByLabelText('Name'));
    await userEvent.paste('   ');
    await fillAllButName(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Save child' }));
    // the form says what the contract says of a blank name
    const contractMessage = childInputSchema.shape.name.safeParse('   ').error?.issues[0]?.message;
    expect(contractMessage).toBe("Please enter the child's name");
    expect(await within(form).findByText(contractMessage!)).toBeTruthy();
    expect(page.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows the service's refusal of a name beside the name", async () => {
    renderPage(ChildrenPage, {
      ...at,
      routes: {
        'GET /api/children': { children: [mia] } satisfies ChildrenResponse,
        'POST /api/children': {
          status: 400,
          body: { message: "That reads as a grown-up's name. Please enter the child's own name: it names the hero of their stories.", field: 'name' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a child' }));
    const form = screen.getByRole('region', { name: 'Add a child' });
    await userEvent.click(within(form).getByLabelText('Name'));
    await userEvent.paste('Mum');
    await fillAllButName(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Save child' }));
    expect(
      await within(form).findByText("That reads as a grown-up's name. Please enter the child's own name: it names the hero of their stories."),
    ).toBeTruthy();
    expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { level: 2, name: 'Mum' })).toBeNull();
  });

  it("shows the server's reason and a way to try again when the children cannot load", async () => {
    let calls = 0;
    renderPage(ChildrenPage, {
      ...at,
      routes: {
        'GET /api/children': () =>
          ++calls === 1 ? { status: 503, body: { message: 'The story service is resting for a moment.' } } : ({ children: [mia] } satisfies ChildrenResponse),
      },
    });
    expect(await screen.findByText("We couldn't load your children")).toBeTruthy();
    expect(screen.getByText('The story service is resting for a moment.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mia' })).toBeTruthy();
  });
});

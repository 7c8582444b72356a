import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportEngines, ImportHazard } from '#domain/bring-in.ts';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import { fullRecipe } from '../../../test/fixtures.ts';
import { bodyOf, fakeApi, sentBody, type RequestLog } from '../../../test/fake-server.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AddRecipePage } from './add-recipe-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const draft = (over: Partial<RecipeDraft> = {}): RecipeDraft => ({
  recipeDetails: {
    name: 'Tomato Soup',
    url: '',
    img: null,
    servings: 4,
    cookTime: 25,
    prepTime: null,
    totalTime: null,
    description: null,
    yieldText: null,
  },
  cuisines: [],
  restrictions: [],
  appliances: [],
  keywords: [],
  ingredients: [
    { text: '1 1/2 cups flour', name: 'flour', qty: 1.5, qtyMax: null, measurement: 'cup', comment: null },
    { text: '2 tomatoes', name: 'tomatoes', qty: 2, qtyMax: null, measurement: null, comment: null },
  ],
  ingredientSections: [],
  instructions: ['Chop the tomatoes.', 'Simmer for 20 minutes.'],
  instructionSections: [],
  ...over,
});

const engines = (configured: boolean): ImportEngines => ({
  ocr: true,
  ai: { configured, model: configured ? 'llava' : null, usedToday: 0, dailyLimit: 200 },
});

const hazard: ImportHazard = {
  index: 0,
  read: '11/2 cups flour',
  proposed: '1 1/2 cups flour',
  reason: 'An improper fraction where a mixed number is likely',
};

function renderAdd() {
  localStorage.setItem('token', 't');
  return renderRoutes(
    [
      { path: '/admin/addrecipe', Component: AddRecipePage },
      { path: '/admin/updaterecipe/:id', element: <h1>Edit page</h1> },
    ],
    { path: '/admin/addrecipe', toasts: false },
  );
}

const value = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label).value;
const callsTo = (log: RequestLog, path: string) => log.mock.calls.filter(([url]) => url === path);
const card = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'soup-card.jpg', { type: 'image/jpeg' });

describe('the import panel of /admin/addrecipe', () => {
  it('is a tab list: one tab selected, the arrow keys, Home and End move between the three tabs', async () => {
    fakeApi({ 'GET /api/recipes/import/engines': { body: engines(false) } });
    const user = userEvent.setup();
    renderAdd();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['From a link', 'Paste text', 'From a photo']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe(tabs[0].getAttribute('aria-controls'));
    expect(within(panel).getByLabelText('Recipe page link')).toBeTruthy();
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    tabs[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Recipe text')).toBeTruthy();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tabs[2]);
    expect(screen.getByRole('tabpanel', { name: 'From a photo' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tabs[2]);
    await user.keyboard('{Home}');
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    // What was typed in a tab is still there after a look at another.
    await user.click(tabs[1]);
    await user.type(screen.getByLabelText('Recipe text'), 'Soup');
    await user.click(tabs[0]);
    await user.click(tabs[1]);
    expect(value('Recipe text')).toBe('Soup');
  });

  it('reads right to left in Arabic and Hebrew: ArrowLeft goes to the next tab', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const user = userEvent.setup();
      renderAdd();
      const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
      tabs[0].focus();
      await user.keyboard('{ArrowLeft}');
      expect(document.activeElement).toBe(tabs[1]);
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(document.activeElement).toBe(tabs[2]);
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('Paste text: "Read recipe" sends the text and its draft fills the form', async () => {
    const log = fakeApi({
      'POST /api/recipes/import/text': {
        body: {
          recipe: draft(),
          format: 'text',
          hazards: [],
        },
      },
    });
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('tab', { name: 'Paste text' }));
    const read = screen.getByRole<HTMLButtonElement>('button', { name: 'Read recipe' });
    expect(read.disabled).toBe(true);
    await user.type(screen.getByLabelText('Recipe text'), 'Tomato Soup{enter}Serves 4');
    await user.click(read);

    expect(await screen.findByText('Check the recipe, then save')).toBeTruthy();
    expect(bodyOf(callsTo(log, '/api/recipes/import/text')[0][1])).toEqual({ text: 'Tomato Soup\nServes 4' });
    expect(value(/^Name/)).toBe('Tomato Soup');
    expect(value(/^Servings/)).toBe('4');
    expect(value('Line 1')).toBe('1 1/2 cups flour');
    expect(value('Line 2')).toBe('2 tomatoes');
    expect(value('Ingredient 2')).toBe('tomatoes');
    expect(value('Step 1')).toBe('Chop the tomatoes.');
    expect(value('Step 2')).toBe('Simmer for 20 minutes.');
    expect(log.mock.calls.map(([url]) => url)).not.toContain('/api/recipes/add-recipe');
  });

  it('Paste text: the server’s error shows as an alert and the form stays empty', async () => {
    fakeApi({
      'POST /api/recipes/import/text': {
        status: 422,
        body: { error: 'We could not find a recipe in this text', code: 'NO_RECIPE_DATA' },
      },
    });
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('tab', { name: 'Paste text' }));
    await user.type(screen.getByLabelText('Recipe text'), 'A long story about my grandmother.');
    await user.click(screen.getByRole('button', { name: 'Read recipe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find a recipe in this text');
    expect(value('Line 1')).toBe('');
    expect(screen.queryByText('Check the recipe, then save')).toBeNull();
  });

  it('From a photo: "Read photo" uploads the picture for OCR and fills the form; no "Read with AI" without a model server', async () => {
    const log = fakeApi({
      'GET /api/recipes/import/engines': { body: engines(false) },
      'POST /api/recipes/import/file': { body: { recipe: draft(), text: 'Tomato Soup\n…', hazards: [] } },
    });
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('tab', { name: 'From a photo' }));
    await vi.waitFor(() => expect(callsTo(log, '/api/recipes/import/engines')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Read with AI' })).toBeNull();
    await user.upload(screen.getByLabelText('Recipe photo'), card());
    await user.click(screen.getByRole('button', { name: 'Read photo' }));

    expect(await screen.findByText('Check the recipe, then save')).toBeTruthy();
    const [, sent] = callsTo(log, '/api/recipes/import/file')[0];
    expect(sent.body).toMatch(/name="engine"\r\n\r\nocr\r\n/);
    expect(sent.body).toMatch(/name="file"; filename="soup-card.jpg"/);
    expect(value(/^Name/)).toBe('Tomato Soup');
    expect(value('Line 1')).toBe('1 1/2 cups flour');
    expect(value('Step 2')).toBe('Simmer for 20 minutes.');
  });

  it('From a photo: with a model server, "Read with AI" sends engine ai; its error shows as an alert', async () => {
    const log = fakeApi({
      'GET /api/recipes/import/engines': { body: engines(true) },
      'POST /api/recipes/import/file': {
        status: 429,
        body: { error: 'Today’s limit of 200 model calls is used up', code: 'RATE_LIMITED' },
      },
    });
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('tab', { name: 'From a photo' }));
    const ai = await screen.findByRole('button', { name: 'Read with AI' });
    await user.upload(screen.getByLabelText('Recipe photo'), card());
    await user.click(ai);
    expect((await screen.findByRole('alert')).textContent).toBe('Today’s limit of 200 model calls is used up');
    expect(callsTo(log, '/api/recipes/import/file')[0][1].body).toMatch(/name="engine"\r\n\r\nai\r\n/);
  });
});

describe('a line the reader doubted', () => {
  it('shows what was read beside its line; "Keep as read" puts that line back, parses it and removes the notice', async () => {
    const log = fakeApi({
      'GET /api/recipes/import/engines': { body: engines(false) },
      'POST /api/recipes/import/file': { body: { recipe: draft(), text: '11/2 cups flour', hazards: [hazard] } },
      'POST /api/ingredients/parse': (init) => {
        const [line] = (bodyOf(init) as { lines: string[] }).lines;
        return {
          body: {
            ingredients: [{ text: line, qty: 5.5, qtyMax: null, unit: 'cup', name: 'flour', comment: null }],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('tab', { name: 'From a photo' }));
    await user.upload(screen.getByLabelText('Recipe photo'), card());
    await user.click(screen.getByRole('button', { name: 'Read photo' }));

    const notice = await screen.findByText('We read “11/2 cups flour”; check it');
    expect(value('Line 1')).toBe('1 1/2 cups flour');
    // The notice sits in line 1's row, not in line 2's.
    expect(notice.closest('.ingredient-row')?.querySelector('#ingredient-0-text')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Keep as read' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Keep as read' }));
    expect(value('Line 1')).toBe('11/2 cups flour');
    expect(screen.queryByText('We read “11/2 cups flour”; check it')).toBeNull();
    await vi.waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Qty', { selector: '#ingredient-0-qty' }).value).toBe('5.5'),
    );
    expect(callsTo(log, '/api/ingredients/parse').map(([, init]) => bodyOf(init))).toContainEqual({
      lines: ['11/2 cups flour'],
    });
    expect(value('Line 2')).toBe('2 tomatoes');
  });
});

describe('section headings of a draft', () => {
  it('fill heading fields over their lines and steps, stay editable, follow a removed row and are saved', async () => {
    const sectioned = draft({
      recipeDetails: { ...draft().recipeDetails, url: 'https://soups.example/tomato', img: '/images/soup.jpg' },
      cuisines: ['soup'],
      ingredients: [
        ...draft().ingredients,
        { text: 'basil', name: 'basil', qty: null, qtyMax: null, measurement: null, comment: null },
      ],
      ingredientSections: [
        { title: 'For the soup', start: 0 },
        { title: 'To serve', start: 2 },
      ],
      instructionSections: [{ title: 'Finish', start: 1 }],
    });
    const log = fakeApi({
      'POST /api/recipes/import/text': { body: { recipe: sectioned, format: 'text', hazards: [] } },
      'POST /api/recipes/add-recipe': { status: 201, body: fullRecipe(42, { name: 'Tomato Soup' }) },
    });
    const user = userEvent.setup();
    const { router } = renderAdd();
    await user.click(screen.getByRole('tab', { name: 'Paste text' }));
    await user.type(screen.getByLabelText('Recipe text'), 'Tomato Soup');
    await user.click(screen.getByRole('button', { name: 'Read recipe' }));

    expect(await screen.findByDisplayValue('For the soup')).toBeTruthy();
    expect(value('Heading above line 1')).toBe('For the soup');
    expect(value('Heading above line 3')).toBe('To serve');
    expect(value('Heading above step 2')).toBe('Finish');
    expect(screen.queryByLabelText('Heading above line 2')).toBeNull();

    await user.clear(screen.getByLabelText('Heading above line 3'));
    await user.type(screen.getByLabelText('Heading above line 3'), 'For serving');
    await user.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
    expect(value('Line 1')).toBe('2 tomatoes');
    expect(value('Heading above line 1')).toBe('For the soup');
    expect(value('Heading above line 2')).toBe('For serving');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/updaterecipe/42'));
    const saved = log.mock.calls.findIndex(([path]) => path === '/api/recipes/add-recipe');
    expect(sentBody(log, saved)).toMatchObject({
      ingredientSections: [
        { title: 'For the soup', start: 0 },
        { title: 'For serving', start: 1 },
      ],
      instructionSections: [{ title: 'Finish', start: 1 }],
    });
  });
});

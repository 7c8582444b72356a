/**
 * The JSON Schema of the reply asked of a model server (`response_format.json_schema.schema`): a
 * schema.org Recipe as import reads JSON-LD, reduced to what a card or a page shows. Servers that honour
 * structured output (llama.cpp, vLLM, Ollama, OpenAI) constrain the model's tokens to it.
 */
export const RECIPE_JSON_SCHEMA = {
  type: 'object',
  properties: {
    '@type': { type: 'string', enum: ['Recipe'] },
    name: { type: 'string', description: 'The recipe title as written' },
    description: { type: 'string' },
    recipeYield: { type: 'string', description: 'Servings or yield as written, e.g. "Serves 4"' },
    prepTime: { type: 'string', description: 'ISO 8601 duration, e.g. PT15M' },
    cookTime: { type: 'string', description: 'ISO 8601 duration' },
    totalTime: { type: 'string', description: 'ISO 8601 duration' },
    recipeIngredient: {
      type: 'array',
      items: { type: 'string' },
      description: 'Each ingredient line exactly as written, amounts included',
    },
    recipeInstructions: {
      type: 'array',
      items: {
        anyOf: [
          { type: 'string' },
          {
            type: 'object',
            properties: {
              '@type': { type: 'string', enum: ['HowToSection'] },
              name: { type: 'string' },
              itemListElement: { type: 'array', items: { type: 'string' } },
            },
            required: ['name', 'itemListElement'],
          },
        ],
      },
    },
  },
  required: ['name', 'recipeIngredient', 'recipeInstructions'],
} as const;

export const RECIPE_SCHEMA_NAME = 'schema_org_recipe';

/** What the model is told; the schema says the rest. */
export const RECIPE_PROMPT =
  'Read the recipe in what follows and answer with one schema.org Recipe as JSON, nothing else. Copy the ' +
  'title, yield, ingredient lines and steps exactly as written (a mixed number such as "1 1/2" stays so); ' +
  'do not invent anything that is not there.';

import type { ReviewSuggestionInput, Suggestion } from '#domain/suggestion.ts';
import { api } from '../../app/api.ts';

/** A page of suggestions. */
export interface SuggestionPage {
  rows: Suggestion[];
  count: number;
}

/** The admin table's status filter; 'All' sends no status. */
export type SuggestionFilter = 'All' | Suggestion['status'];

export const postSuggestion = (url: string) =>
  api<Suggestion>('/api/userSuggestions', { method: 'POST', body: { url } });

export const getMySuggestions = (page: number) => api<SuggestionPage>('/api/userSuggestions/me', { query: { page } });

export const getAllSuggestions = (page: number, status: SuggestionFilter) =>
  api<SuggestionPage>('/api/userSuggestions', { query: { page, status: status === 'All' ? undefined : status } });

export const getSuggestion = (id: number | string) => api<Suggestion>(`/api/userSuggestions/${encodeURIComponent(id)}`);

export const putReview = (id: number | string, review: ReviewSuggestionInput) =>
  api<Suggestion>(`/api/userSuggestions/${encodeURIComponent(id)}`, { method: 'PUT', body: review });

export const removeSuggestion = (id: number | string) =>
  api<void>(`/api/userSuggestions/${encodeURIComponent(id)}`, { method: 'DELETE' });

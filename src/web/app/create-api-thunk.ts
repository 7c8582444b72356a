import { createAsyncThunk, type GetThunkAPI } from '@reduxjs/toolkit';
import type { ErrorCode } from '#domain/error-codes.ts';
import { ApiError } from './api.ts';
import { SERVER_FAILED_MESSAGE } from './plain-errors.ts';
import type { RootState } from './store.ts';

/** What a rejected api thunk carries besides its message: the status and the server's field messages. */
export interface ApiRejectedMeta {
  status: number;
  code?: ErrorCode;
  details?: Record<string, string>;
}

interface ApiThunkConfig {
  state: RootState;
  rejectValue: string;
  rejectedMeta: ApiRejectedMeta;
}

const createAppThunk = createAsyncThunk.withTypes<ApiThunkConfig>();

type ThunkApi = GetThunkAPI<ApiThunkConfig>;

/**
 * A thunk around api() calls: a thrown ApiError becomes rejectWithValue(message) with
 * { status, details } in the action's meta, so forms can mark their fields.
 * `fallback` is the message when the error carries none.
 */
export function createApiThunk<Returned, Arg = void>(
  type: string,
  run: (arg: Arg, thunkApi: ThunkApi) => Promise<Returned>,
  fallback = SERVER_FAILED_MESSAGE,
) {
  return createAppThunk<Returned, Arg>(type, async (arg, thunkApi) => {
    try {
      return await run(arg, thunkApi);
    } catch (err) {
      if (err instanceof ApiError) {
        return thunkApi.rejectWithValue(err.message || fallback, { status: err.status, code: err.code, details: err.details });
      }
      return thunkApi.rejectWithValue(fallback, { status: 0 });
    }
  });
}

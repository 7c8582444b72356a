import { useParams } from 'react-router';

/** The collection's id from the path (`:collectionId`), or NaN when it is not a positive whole number. */
export function useCollectionId(): number {
  const { collectionId } = useParams();
  const id = Number(collectionId);
  return Number.isInteger(id) && id > 0 ? id : NaN;
}

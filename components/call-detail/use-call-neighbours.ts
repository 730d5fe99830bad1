"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type CallsList, hasRecording, type ListedCall, pageHint, rememberedList } from "@/lib/client/calls-list";
import { type FetchPage, findNeighbour, type Neighbour } from "@/lib/client/list-neighbours";
import { useTimeZone } from "@/lib/client/time-zone";
import { reviewMarksOptions } from "@/lib/dashboard-api/review-marks";

type Marked = ListedCall & { reviewed: boolean };

export interface CallNeighbours {
  callId: string;
  list: CallsList;
  previous: Neighbour<ListedCall>;
  next: Neighbour<ListedCall>;
  /** The next call with a recording that nobody has reviewed yet. */
  nextUnreviewed: Neighbour<Marked>;
}

// A page of the list with each call's review mark beside it: one request a page, cached as the
// calls table's Review column caches it.
const withMarks =
  (queryClient: ReturnType<typeof useQueryClient>, pages: FetchPage<ListedCall>): FetchPage<Marked> =>
  async (page) => {
    const answer = await pages(page);
    const marks = await queryClient.fetchQuery(reviewMarksOptions(answer.data.map((c) => c.callId)));
    return { ...answer, data: answer.data.map((c) => ({ ...c, reviewed: (marks.get(c.callId)?.reviews ?? 0) > 0 })) };
  };

/**
 * A call's neighbours in the list the user came from (lib/client/calls-list.ts), by the one
 * rule the player's Next follows too: calls without a recording are passed over, and counted.
 * Undefined while looking, and when the list could not be read.
 */
export function useCallNeighbours(callId: string): CallNeighbours | undefined {
  const queryClient = useQueryClient();
  const { zone } = useTimeZone();
  const [found, setFound] = useState<CallNeighbours>();
  useEffect(() => {
    let current = true;
    const list = rememberedList();
    const pages = list.pages(queryClient, zone);
    const from = { callId, page: pageHint(list, callId) };
    Promise.all([
      findNeighbour(pages, from, -1, hasRecording),
      findNeighbour(pages, from, 1, hasRecording),
      findNeighbour(withMarks(queryClient, pages), from, 1, (c) => hasRecording(c) && !c.reviewed),
    ]).then(
      ([previous, next, nextUnreviewed]) => current && setFound({ callId, list, previous, next, nextUnreviewed }),
      // The list could not be read: the page stands without the links.
      () => current && setFound(undefined),
    );
    return () => {
      current = false;
    };
  }, [callId, queryClient, zone]);
  return found?.callId === callId ? found : undefined;
}

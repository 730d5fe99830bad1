// The player's engine as the page makes it once its code is there: player-context.tsx loads
// this one module on demand, so the engine, the speed and volume kept in this browser, and
// the recordings' API come with one import (one chunk loader in the page's first load, not
// three). The controls load apart (player-dock.tsx): they import the context that loads this.
import { fetchRecording } from "@/lib/dashboard-api/recordings";
import { PlayerEngine } from "./player-engine";
import { playerPreferences, setPlayerPreferences } from "./player-preferences";

export function createEngine(): PlayerEngine {
  return new PlayerEngine((callId) => fetchRecording(callId), Date.now, { read: playerPreferences, save: setPlayerPreferences });
}

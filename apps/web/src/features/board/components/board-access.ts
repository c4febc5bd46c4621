import { createContext, useContext } from 'react';

/**
 * Whether the signed-in user may plan on the board (move, optimise, call a rain day): the office may, a crew leader
 * reads it (the server refuses their changes with 403; their day is in Dispatch End of Day).
 */
export const BoardPlanningContext = createContext(true);

export const useCanPlan = () => useContext(BoardPlanningContext);

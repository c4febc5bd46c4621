import type { BoardOrder } from '@groundwork/domain/orders';
import { createContext, useContext } from 'react';

/** Opens the equipment picker for a work order; null where the board offers none (a crew leader reads the board). */
export const OrderEquipmentContext = createContext<((order: BoardOrder) => void) | null>(null);

export const useOpenOrderEquipment = () => useContext(OrderEquipmentContext);

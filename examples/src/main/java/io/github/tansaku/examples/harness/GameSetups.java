package io.github.tansaku.examples.harness;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The games the tools know, by name. Adding a game is one line in the table below. */
public final class GameSetups {

    private static final Map<String, Supplier<GameSetup<?, ?>>> SETUPS = new LinkedHashMap<>();

    static {
        SETUPS.put("connect4", ConnectFourSetup::standard);
        SETUPS.put("connect4-5x4", ConnectFourSetup::small);
        SETUPS.put("tictactoe", TicTacToeSetup::new);
        SETUPS.put("chess", ChessSetup::new);
        SETUPS.put("shogi", ShogiSetup::new);
        SETUPS.put("othello", OthelloSetup::new);
    }

    private GameSetups() {
    }

    /** The names of the known games, in the order they were added. */
    public static List<String> names() {
        return List.copyOf(SETUPS.keySet());
    }

    /**
     * A new setup of the game called {@code name}.
     *
     * @throws IllegalArgumentException naming the known games if there is none of that name
     */
    public static GameSetup<?, ?> byName(String name) {
        Supplier<GameSetup<?, ?>> setup = SETUPS.get(name);
        if (setup == null) {
            throw new IllegalArgumentException("unknown game '" + name + "'; known games: " + String.join(", ", names()));
        }
        return setup.get();
    }
}

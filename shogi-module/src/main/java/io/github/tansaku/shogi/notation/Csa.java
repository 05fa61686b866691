package io.github.tansaku.shogi.notation;

import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Sfen;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * CSA standard record format (the Computer Shogi Association's standard, version 2.2): moves such as {@code +7776FU}
 * (side, origin, destination, the piece <em>after</em> the move; origin {@code 00} for drops)
 * and whole records.
 *
 * <p>Reading a record accepts versions 2.x and 3.0, {@code N+}/{@code N-} names, {@code $KEY:value}
 * fields, {@code PI} (with squares to remove for handicaps), {@code P1}..{@code P9} rows and
 * {@code P+}/{@code P-} piece lines ({@code 00AL} for all remaining pieces), the side to move,
 * moves, {@code T} times (ignored), {@code %} results, {@code '} comments and several statements
 * per line separated by commas. A bare row ({@code P4} with no cells) is an empty rank, as other
 * readers take it. A file may hold several records separated by lines holding only {@code /}:
 * {@link #readAll} reads them all, {@link #read} exactly one. Writing produces version 2.2.
 */
public final class Csa {

    private static final int[] HAND_ORDER = {
        Piece.ROOK, Piece.BISHOP, Piece.GOLD, Piece.SILVER, Piece.KNIGHT, Piece.LANCE, Piece.PAWN};

    private Csa() {
    }

    /** The CSA text of the legal {@code move} in {@code pos}, such as {@code +7776FU}. */
    public static String formatMove(Position pos, int move) {
        StringBuilder sb = new StringBuilder(7);
        sb.append(pos.sideToMove() == Side.BLACK ? '+' : '-');
        int to = Moves.to(move);
        int kind;
        if (Moves.isDrop(move)) {
            sb.append("00");
            kind = Moves.dropKind(move);
        } else {
            int from = Moves.from(move);
            sb.append(Square.file(from)).append(Square.rank(from));
            kind = Piece.kind(pos.pieceOn(from));
            if (Moves.isPromotion(move)) {
                kind = Piece.promote(kind);
            }
        }
        sb.append(Square.file(to)).append(Square.rank(to)).append(Piece.toCsa(kind));
        return sb.toString();
    }

    /**
     * The code of the legal move written as {@code text} in {@code pos}.
     *
     * @throws NotationException if the text is not a CSA move or not a legal move here
     */
    public static int parseMove(Position pos, String text) {
        if (text.length() != 7 || text.charAt(0) != '+' && text.charAt(0) != '-') {
            throw new NotationException("not a CSA move: '" + text + "'");
        }
        int side = text.charAt(0) == '+' ? Side.BLACK : Side.WHITE;
        if (side != pos.sideToMove()) {
            throw new NotationException("CSA move '" + text + "' is for the side not to move");
        }
        int kind = Piece.kindOfCsa(text.substring(5, 7));
        int to = square(text.charAt(3), text.charAt(4));
        if (kind == Piece.NONE || to == Square.NONE) {
            throw new NotationException("not a CSA move: '" + text + "'");
        }
        int move;
        if (text.charAt(1) == '0' && text.charAt(2) == '0') {
            if (kind > Piece.GOLD) {
                throw new NotationException("cannot drop '" + text.substring(5) + "': '" + text + "'");
            }
            move = Moves.drop(kind, to);
        } else {
            int from = square(text.charAt(1), text.charAt(2));
            if (from == Square.NONE || pos.pieceOn(from) == Piece.NONE) {
                throw new NotationException("no piece on the origin of '" + text + "'");
            }
            int before = Piece.kind(pos.pieceOn(from));
            boolean promote;
            if (kind == before) {
                promote = false;
            } else if (Piece.canPromote(before) && kind == Piece.promote(before)) {
                promote = true;
            } else {
                throw new NotationException("piece '" + text.substring(5) + "' does not match the piece on the origin: '"
                        + text + "'");
            }
            move = Moves.board(from, to, promote);
        }
        if (!pos.isLegal(move)) {
            throw new NotationException("illegal move '" + text + "' in " + pos.toSfen());
        }
        return move;
    }

    private static int square(char file, char rank) {
        int f = file - '0';
        int r = rank - '0';
        return Square.isOnBoard(f, r) ? Square.of(f, r) : Square.NONE;
    }

    /**
     * Reads a CSA file that holds one record (a {@code /} line after it is allowed).
     *
     * @throws NotationException if a line cannot be read, a move is illegal, or the file holds
     *     several records (read those with {@link #readAll})
     */
    public static GameRecord read(String text) {
        List<GameRecord> records = readAll(text);
        if (records.isEmpty()) {
            return new Reader(0).read(List.of()); // reports the missing start position
        }
        if (records.size() > 1) {
            throw new NotationException("the text holds " + records.size()
                    + " records separated by '/' lines: read them with Csa.readAll");
        }
        return records.get(0);
    }

    /**
     * Reads every record of a CSA file, in file order: records are separated by lines holding
     * only {@code /}; a part with nothing but blank and comment lines (such as after a final
     * {@code /}) is no record.
     *
     * @throws NotationException if a line cannot be read or a move is illegal (the message gives
     *     the line number in the whole text)
     */
    public static List<GameRecord> readAll(String text) {
        List<GameRecord> records = new ArrayList<>();
        List<String> part = new ArrayList<>();
        int partStart = 0;
        String[] lines = text.split("\r?\n");
        for (int i = 0; i <= lines.length; i++) {
            if (i < lines.length && !lines[i].strip().equals("/")) {
                part.add(lines[i]);
                continue;
            }
            if (hasStatements(part)) {
                records.add(new Reader(partStart).read(part));
            }
            part.clear();
            partStart = i + 1;
        }
        return records;
    }

    private static boolean hasStatements(List<String> lines) {
        for (String line : lines) {
            if (!line.isBlank() && !line.startsWith("'")) {
                return true;
            }
        }
        return false;
    }

    /** Writes {@code records} in CSA format version 2.2, separated by {@code /} lines. */
    public static String writeAll(List<GameRecord> records) {
        StringBuilder sb = new StringBuilder();
        for (GameRecord record : records) {
            if (sb.length() > 0) {
                sb.append("/\n");
            }
            sb.append(write(record));
        }
        return sb.toString();
    }

    /** Writes {@code record} in CSA format version 2.2, one statement per line. */
    public static String write(GameRecord record) {
        StringBuilder sb = new StringBuilder();
        sb.append("V2.2\n");
        if (!record.blackName().isEmpty()) {
            sb.append("N+").append(record.blackName()).append('\n');
        }
        if (!record.whiteName().isEmpty()) {
            sb.append("N-").append(record.whiteName()).append('\n');
        }
        for (Map.Entry<String, String> e : record.headers().entrySet()) {
            sb.append('$').append(e.getKey()).append(':').append(e.getValue()).append('\n');
        }
        Position pos = Position.fromSfen(record.startSfen());
        if (sameStart(pos)) {
            sb.append("PI\n");
        } else {
            writeBoard(pos, sb);
        }
        sb.append(pos.sideToMove() == Side.BLACK ? "+\n" : "-\n");
        for (Move move : record.moves()) {
            sb.append(formatMove(pos, move.code())).append('\n');
            pos.makeMove(move.code());
        }
        String result = Results.toCsa(record.result());
        if (!result.isEmpty()) {
            sb.append(result).append('\n');
        }
        return sb.toString();
    }

    private static boolean sameStart(Position pos) {
        String board = pos.toSfen().split(" ")[0] + " " + pos.toSfen().split(" ")[2];
        String[] start = Position.START_SFEN.split(" ");
        return board.equals(start[0] + " " + start[2]);
    }

    private static void writeBoard(Position pos, StringBuilder sb) {
        for (int rank = 1; rank <= 9; rank++) {
            sb.append('P').append(rank);
            for (int file = 9; file >= 1; file--) {
                int piece = pos.pieceOn(Square.of(file, rank));
                if (piece == Piece.NONE) {
                    sb.append(" * ");
                } else {
                    sb.append(Piece.side(piece) == Side.BLACK ? '+' : '-').append(Piece.toCsa(Piece.kind(piece)));
                }
            }
            sb.append('\n');
        }
        for (int side = 0; side < 2; side++) {
            if (pos.handIsEmpty(side)) {
                continue;
            }
            sb.append(side == Side.BLACK ? "P+" : "P-");
            for (int kind : HAND_ORDER) {
                for (int i = 0; i < pos.handCount(side, kind); i++) {
                    sb.append("00").append(Piece.toCsa(kind));
                }
            }
            sb.append('\n');
        }
    }

    /** The state of reading one record. */
    private static final class Reader {
        private final int[] board = new int[Square.COUNT];
        private final int[] hand = new int[16];
        private boolean boardGiven;
        private int side = -1;
        private Position pos;
        private final List<Move> moves = new ArrayList<>();
        private final Map<String, String> headers = new LinkedHashMap<>();
        private String blackName = "";
        private String whiteName = "";
        private String result = "";
        private int lineNumber;

        /** A reader whose first line is line {@code firstLine + 1} of the text. */
        Reader(int firstLine) {
            lineNumber = firstLine;
        }

        GameRecord read(List<String> lines) {
            for (String line : lines) {
                lineNumber++;
                if (line.startsWith("'") || line.isBlank()) {
                    continue;
                }
                if (line.startsWith("P") && line.length() > 1 && line.charAt(1) >= '1' && line.charAt(1) <= '9') {
                    row(line); // board rows keep their spaces; editors may drop the trailing ones
                    continue;
                }
                for (String statement : line.split(",")) {
                    statement(statement.strip());
                }
            }
            if (pos == null) {
                start();
            }
            return new GameRecord(startSfen, moves, blackName, whiteName, headers, result);
        }

        private String startSfen;

        private void statement(String s) {
            if (s.isEmpty()) {
                return;
            }
            char c = s.charAt(0);
            if (c == 'V') {
                return;
            }
            if (s.startsWith("N+")) {
                blackName = s.substring(2);
            } else if (s.startsWith("N-")) {
                whiteName = s.substring(2);
            } else if (c == '$') {
                int colon = s.indexOf(':');
                if (colon < 0) {
                    throw error("field without ':'", s);
                }
                headers.put(s.substring(1, colon), s.substring(colon + 1));
            } else if (s.startsWith("PI")) {
                evenGame(s);
            } else if (s.startsWith("P+") || s.startsWith("P-")) {
                pieces(s);
            } else if ((c == '+' || c == '-') && s.length() == 1) {
                if (pos != null) {
                    throw error("side to move given twice", s);
                }
                side = c == '+' ? Side.BLACK : Side.WHITE;
                start();
            } else if ((c == '+' || c == '-') && s.length() == 7) {
                if (pos == null) {
                    throw error("move before the start position", s);
                }
                try {
                    int move = parseMove(pos, s);
                    moves.add(Move.of(move));
                    pos.makeMove(move);
                } catch (NotationException e) {
                    throw new NotationException("line " + lineNumber + ": " + e.getMessage(), e);
                }
            } else if (c == 'T') {
                return; // time used for the last move: not kept
            } else if (c == '%') {
                result = s;
            } else {
                throw error("unknown statement", s);
            }
        }

        private void evenGame(String s) {
            Position start = Position.startPosition();
            for (int sq = 0; sq < Square.COUNT; sq++) {
                board[sq] = start.pieceOn(sq);
            }
            boardGiven = true;
            for (int i = 2; i + 4 <= s.length(); i += 4) {
                int sq = square(s.charAt(i), s.charAt(i + 1));
                if (sq == Square.NONE || board[sq] == Piece.NONE
                        || !Piece.toCsa(Piece.kind(board[sq])).equals(s.substring(i + 2, i + 4))) {
                    throw error("bad handicap square", s.substring(i, i + 4));
                }
                board[sq] = Piece.NONE;
            }
            if ((s.length() - 2) % 4 != 0) {
                throw error("bad PI line", s);
            }
        }

        private void row(String line) {
            String s = line.stripTrailing();
            if (s.length() == 2) {
                s = s + " * ".repeat(9); // a bare row: an empty rank
            }
            while (s.length() < 2 + 27) {
                s += ' ';
            }
            int rank = s.charAt(1) - '0';
            if (s.length() != 2 + 27) {
                throw error("a board row needs 9 cells of 3 characters", s);
            }
            boardGiven = true;
            for (int i = 0; i < 9; i++) {
                String cell = s.substring(2 + 3 * i, 5 + 3 * i);
                int sq = Square.of(9 - i, rank);
                if (cell.equals(" * ")) {
                    board[sq] = Piece.NONE;
                    continue;
                }
                int kind = Piece.kindOfCsa(cell.substring(1));
                if (kind == Piece.NONE || cell.charAt(0) != '+' && cell.charAt(0) != '-') {
                    throw error("bad cell", cell);
                }
                board[sq] = Piece.of(cell.charAt(0) == '+' ? Side.BLACK : Side.WHITE, kind);
            }
        }

        private void pieces(String s) {
            int owner = s.charAt(1) == '+' ? Side.BLACK : Side.WHITE;
            if ((s.length() - 2) % 4 != 0) {
                throw error("bad piece line", s);
            }
            for (int i = 2; i < s.length(); i += 4) {
                String item = s.substring(i, i + 4);
                String code = item.substring(2);
                if (item.startsWith("00")) {
                    if (code.equals("AL")) {
                        allRemaining(owner);
                        continue;
                    }
                    int kind = Piece.kindOfCsa(code);
                    if (kind == Piece.NONE || kind > Piece.GOLD) {
                        throw error("bad hand piece", item);
                    }
                    hand[owner * 8 + kind]++;
                } else {
                    int sq = square(item.charAt(0), item.charAt(1));
                    int kind = Piece.kindOfCsa(code);
                    if (sq == Square.NONE || kind == Piece.NONE) {
                        throw error("bad piece", item);
                    }
                    board[sq] = Piece.of(owner, kind);
                    boardGiven = true;
                }
            }
        }

        private void allRemaining(int owner) {
            int[] used = new int[Piece.KING + 1];
            for (int piece : board) {
                if (piece != Piece.NONE) {
                    used[Piece.unpromote(Piece.kind(piece))]++;
                }
            }
            for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
                int remaining = Piece.fullSetCount(kind) - used[kind] - hand[kind] - hand[8 + kind];
                hand[owner * 8 + kind] += Math.max(0, remaining);
            }
        }

        private void start() {
            if (!boardGiven) {
                throw error("no start position (PI or P1..P9) before the moves", "");
            }
            StringBuilder sfen = new StringBuilder(Sfen.boardField(board));
            sfen.append(side == Side.WHITE ? " w " : " b ");
            StringBuilder hands = new StringBuilder();
            for (int s = 0; s < 2; s++) {
                for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
                    int count = hand[s * 8 + kind];
                    if (count > 0) {
                        if (count > 1) {
                            hands.append(count);
                        }
                        char letter = Piece.letter(kind);
                        hands.append(s == Side.BLACK ? letter : Character.toLowerCase(letter));
                    }
                }
            }
            sfen.append(hands.length() == 0 ? "-" : hands).append(" 1");
            try {
                pos = Position.fromSfen(sfen.toString());
            } catch (IllegalArgumentException e) {
                throw new NotationException("line " + lineNumber + ": impossible start position: " + e.getMessage(), e);
            }
            startSfen = pos.toSfen();
        }

        private NotationException error(String what, String text) {
            return new NotationException("line " + lineNumber + ": " + what + ": '" + text + "'");
        }
    }
}

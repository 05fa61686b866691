package io.github.tansaku.shogi.notation;

import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * KIF (Kakinoki) Japanese notation (the format of Kakinoki's shogi program, read by most shogi software): moves such as
 * {@code ７六歩(77)}, {@code 同　銀(68)}, {@code ２二角成(88)}, {@code ５五角打}, and whole
 * records.
 *
 * <p>Moves are written with the destination (or {@code 同　} when it is the previous move's
 * destination), the piece's name before the move, {@code 成} for a promotion, {@code 打} for
 * drops, and the origin in ASCII digits. A move that could have promoted but did not carries no
 * mark, as KIF defines it (readers such as ShogiHome's reject {@code 不成}). Reading also
 * accepts {@code 不成}, {@code 竜}, {@code 王}, {@code 杏}, {@code 圭}, {@code 全}, {@code 同}
 * without a space, and no {@code 打} when no board piece could make the move.
 *
 * <p>Records: {@code key：value} header lines, with a full-width or ASCII colon ({@code 先手}
 * or {@code 下手}, {@code 後手} or {@code 上手} become the names; {@code 手合割} with one of the
 * standard names, or a board diagram, the start position), numbered move lines with optional
 * times, comments ({@code *}) and {@code #} lines ignored. A numbered line that holds a word
 * instead of a move ({@code 投了}, {@code 中断}, {@code 千日手}, {@code 持将棋}, {@code 切れ負け},
 * {@code 反則勝ち}, {@code 反則負け}, {@code 入玉勝ち}, {@code 不戦勝}, {@code 不戦敗}, {@code 詰み},
 * {@code 詰}, {@code 不詰}, {@code トライ}, {@code 封じ手}, or any other) ends the game: the word
 * becomes the record's result and reading stops, as it does at the first variation
 * ({@code 変化：}). The caller decodes the bytes ({@code .kif} files are usually Shift_JIS,
 * {@code .kifu} UTF-8).
 */
public final class Kif {

    private static final String DIGITS = "１２３４５６７８９";
    private static final String NUMERALS = "一二三四五六七八九";
    private static final int[] HAND_ORDER = {
        Piece.ROOK, Piece.BISHOP, Piece.GOLD, Piece.SILVER, Piece.KNIGHT, Piece.LANCE, Piece.PAWN};

    private Kif() {
    }

    /**
     * The KIF text of the legal {@code move} in {@code pos}.
     *
     * @param previousTo the destination of the previous move (for {@code 同}), or
     *     {@link Square#NONE}
     */
    public static String formatMove(Position pos, int move, int previousTo) {
        StringBuilder sb = new StringBuilder(12);
        int to = Moves.to(move);
        if (to == previousTo) {
            sb.append("同　");
        } else {
            sb.append(DIGITS.charAt(Square.file(to) - 1)).append(NUMERALS.charAt(Square.rank(to) - 1));
        }
        if (Moves.isDrop(move)) {
            return sb.append(Piece.toKanji(Moves.dropKind(move))).append('打').toString();
        }
        int from = Moves.from(move);
        int kind = Piece.kind(pos.pieceOn(from));
        sb.append(Piece.toKanji(kind));
        if (Moves.isPromotion(move)) {
            sb.append('成');
        }
        return sb.append('(').append(Square.file(from)).append(Square.rank(from)).append(')').toString();
    }

    /**
     * The code of the legal move written as {@code text} in {@code pos}.
     *
     * @param previousTo the destination of the previous move (for {@code 同}), or
     *     {@link Square#NONE}
     * @throws NotationException if the text is not a KIF move or not a legal move here
     */
    public static int parseMove(Position pos, String text, int previousTo) {
        String s = text.strip();
        int i;
        int to;
        if (s.startsWith("同")) {
            if (previousTo == Square.NONE) {
                throw new NotationException("'同' without a previous move: '" + text + "'");
            }
            to = previousTo;
            i = 1;
            while (i < s.length() && (s.charAt(i) == '　' || s.charAt(i) == ' ')) {
                i++;
            }
        } else {
            if (s.length() < 2) {
                throw new NotationException("not a KIF move: '" + text + "'");
            }
            int file = digit(s.charAt(0));
            int rank = NUMERALS.indexOf(s.charAt(1)) + 1;
            if (file < 1 || rank < 1) {
                throw new NotationException("bad destination in KIF move: '" + text + "'");
            }
            to = Square.of(file, rank);
            i = 2;
        }
        int kind = Piece.NONE;
        int nameLength = 0;
        for (int k = Piece.PAWN; k < Piece.KIND_LIMIT; k++) {
            String name = Piece.toKanji(k);
            if (s.startsWith(name, i) && name.length() > nameLength) {
                kind = k;
                nameLength = name.length();
            }
        }
        if (kind == Piece.NONE) {
            kind = alternativeName(s, i);
            nameLength = 1;
        }
        if (kind == Piece.NONE) {
            throw new NotationException("unknown piece in KIF move: '" + text + "'");
        }
        i += nameLength;
        String rest = s.substring(i);
        int move;
        if (rest.startsWith("打")) {
            if (kind > Piece.GOLD) {
                throw new NotationException("cannot drop that piece: '" + text + "'");
            }
            move = Moves.drop(kind, to);
        } else {
            boolean promote = rest.startsWith("成");
            boolean declined = rest.startsWith("不成");
            String origin = rest.substring(promote ? 1 : declined ? 2 : 0);
            if (origin.length() >= 4 && origin.charAt(0) == '(' && origin.charAt(3) == ')') {
                int f = origin.charAt(1) - '0';
                int r = origin.charAt(2) - '0';
                if (!Square.isOnBoard(f, r)) {
                    throw new NotationException("bad origin in KIF move: '" + text + "'");
                }
                int from = Square.of(f, r);
                if (pos.pieceOn(from) == Piece.NONE || Piece.kind(pos.pieceOn(from)) != kind) {
                    throw new NotationException("the piece on the origin does not match: '" + text + "'");
                }
                move = Moves.board(from, to, promote);
            } else if (origin.isEmpty() && !promote && !declined && kind <= Piece.GOLD
                    && pos.handCount(pos.sideToMove(), kind) > 0 && pos.pieceOn(to) == Piece.NONE) {
                move = Moves.drop(kind, to); // a drop written without 打
            } else {
                throw new NotationException("KIF move without origin: '" + text + "'");
            }
        }
        if (!pos.isLegal(move)) {
            throw new NotationException("illegal move '" + text + "' in " + pos.toSfen());
        }
        return move;
    }

    private static int digit(char c) {
        int full = DIGITS.indexOf(c);
        if (full >= 0) {
            return full + 1;
        }
        return c >= '1' && c <= '9' ? c - '0' : -1;
    }

    private static int alternativeName(String s, int i) {
        if (i >= s.length()) {
            return Piece.NONE;
        }
        switch (s.charAt(i)) {
            case '竜':
                return Piece.DRAGON;
            case '王':
                return Piece.KING;
            case '杏':
                return Piece.PRO_LANCE;
            case '圭':
                return Piece.PRO_KNIGHT;
            case '全':
                return Piece.PRO_SILVER;
            default:
                return Piece.NONE;
        }
    }

    /**
     * Reads a KIF record from file bytes: UTF-8 ({@code .kifu}, with or without a byte order
     * mark) when the bytes are valid UTF-8, else Shift_JIS ({@code .kif}, Windows-31J).
     *
     * @throws NotationException if the text cannot be read or a move is illegal
     */
    public static GameRecord read(byte[] data) {
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(data))
                    .toString();
            return read(text);
        } catch (CharacterCodingException notUtf8) {
            return read(new String(data, Charset.forName("windows-31j")));
        }
    }

    /**
     * Reads a KIF record (already decoded text).
     *
     * @throws NotationException if a line cannot be read or a move is illegal
     */
    public static GameRecord read(String text) {
        Map<String, String> headers = new LinkedHashMap<>();
        String black = "";
        String white = "";
        String result = "";
        List<String> diagram = new ArrayList<>();
        List<Move> moves = new ArrayList<>();
        Position pos = null;
        String startSfen = null;
        boolean whiteToMove = false;
        String handicap = "平手";
        int previousTo = Square.NONE;
        int lineNumber = 0;
        for (String raw : text.split("\r?\n")) {
            lineNumber++;
            String line = raw.startsWith("\uFEFF") ? raw.substring(1) : raw;
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("*") || trimmed.startsWith("&")) {
                continue;
            }
            if (trimmed.startsWith("変化：") || trimmed.startsWith("変化:")) {
                break;
            }
            if (trimmed.startsWith("|") || trimmed.startsWith("+---") || trimmed.startsWith("９ ８")
                    || trimmed.startsWith("先手の持駒") || trimmed.startsWith("後手の持駒")
                    || trimmed.startsWith("下手の持駒") || trimmed.startsWith("上手の持駒")) {
                diagram.add(trimmed);
                continue;
            }
            if (trimmed.equals("後手番") || trimmed.equals("上手番")) {
                whiteToMove = true;
                continue;
            }
            if (trimmed.equals("先手番") || trimmed.equals("下手番") || trimmed.startsWith("手数")) {
                continue;
            }
            int colon = headerColon(trimmed);
            if (colon > 0 && !Character.isDigit(trimmed.charAt(0))) {
                String key = trimmed.substring(0, colon);
                String value = trimmed.substring(colon + 1).strip();
                if (key.equals("手合割")) {
                    handicap = value; // the start position stands for it in the record
                } else if (key.equals("先手") || key.equals("下手")) {
                    black = value;
                } else if (key.equals("後手") || key.equals("上手")) {
                    white = value;
                } else {
                    headers.put(key, value);
                }
                continue;
            }
            if (trimmed.startsWith("まで")) {
                continue;
            }
            if (!Character.isDigit(trimmed.charAt(0))) {
                throw new NotationException("line " + lineNumber + ": cannot read '" + trimmed + "'");
            }
            if (pos == null) {
                pos = startPosition(handicap, diagram, whiteToMove, lineNumber);
                startSfen = pos.toSfen();
            }
            int space = 0;
            while (space < trimmed.length() && trimmed.charAt(space) >= '0' && trimmed.charAt(space) <= '9') {
                space++;
            }
            String body = trimmed.substring(space).strip();
            if (body.isEmpty()) {
                throw new NotationException("line " + lineNumber + ": move number without a move: '" + trimmed + "'");
            }
            if (!looksLikeMove(body)) {
                result = endWord(body);
                break;
            }
            String moveText = stripTime(body);
            try {
                int move = parseMove(pos, moveText, previousTo);
                moves.add(Move.of(move));
                pos.makeMove(move);
                previousTo = Moves.to(move);
            } catch (NotationException e) {
                throw new NotationException("line " + lineNumber + ": " + e.getMessage(), e);
            }
        }
        if (pos == null) {
            pos = startPosition(handicap, diagram, whiteToMove, lineNumber);
            startSfen = pos.toSfen();
        }
        return new GameRecord(startSfen, moves, black, white, headers, result);
    }

    /** The index of the first colon, full-width or ASCII, or -1. */
    static int headerColon(String line) {
        int full = line.indexOf('：');
        int ascii = line.indexOf(':');
        if (full < 0 || ascii < 0) {
            return Math.max(full, ascii);
        }
        return Math.min(full, ascii);
    }

    /** Whether a move line's body starts as a move does: a destination or {@code 同}. */
    private static boolean looksLikeMove(String body) {
        return digit(body.charAt(0)) > 0 || body.charAt(0) == '同';
    }

    /** The end word at the start of a move line's body, without the time after it. */
    private static String endWord(String body) {
        int end = 0;
        // Character.isWhitespace includes the full-width space.
        while (end < body.length() && !Character.isWhitespace(body.charAt(end)) && body.charAt(end) != '(') {
            end++;
        }
        return body.substring(0, end);
    }

    /** Removes the trailing time, such as {@code ( 0:16/00:00:16)}, and anything after the move. */
    private static String stripTime(String body) {
        int end = body.indexOf(' ');
        int wide = body.indexOf("　", 1);
        if (wide > 0 && body.startsWith("同")) {
            // 同　歩(77): the first full-width space belongs to the move.
            int next = body.indexOf(' ', wide);
            return next < 0 ? body : body.substring(0, next);
        }
        return end < 0 ? body : body.substring(0, end);
    }

    private static Position startPosition(String handicap, List<String> diagram, boolean whiteToMove,
            int lineNumber) {
        if (diagram.isEmpty()) {
            try {
                return Position.fromSfen(Handicaps.startSfen(handicap));
            } catch (NotationException e) {
                throw new NotationException("line " + lineNumber + ": " + e.getMessage(), e);
            }
        }
        return BoardDiagram.read(diagram, whiteToMove, lineNumber);
    }

    /** Writes {@code record} as KIF text (to be encoded as UTF-8 for {@code .kifu}). */
    public static String write(GameRecord record) {
        StringBuilder sb = new StringBuilder();
        sb.append("# ---- Kifu for Windows compatible ----\n");
        Position pos = Position.fromSfen(record.startSfen());
        for (Map.Entry<String, String> e : record.headers().entrySet()) {
            sb.append(e.getKey()).append('：').append(e.getValue()).append('\n');
        }
        String[] start = Position.START_SFEN.split(" ");
        String[] fields = record.startSfen().split(" ");
        if (fields[0].equals(start[0]) && fields[1].equals("b") && fields[2].equals("-")) {
            sb.append("手合割：平手\n");
        } else {
            BoardDiagram.write(pos, sb);
        }
        sb.append("先手：").append(record.blackName()).append('\n');
        sb.append("後手：").append(record.whiteName()).append('\n');
        sb.append("手数----指手---------消費時間--\n");
        int previousTo = Square.NONE;
        int number = 1;
        for (Move move : record.moves()) {
            sb.append(String.format("%4d ", number++)).append(formatMove(pos, move.code(), previousTo)).append('\n');
            pos.makeMove(move.code());
            previousTo = move.to();
        }
        String result = Results.toKif(record.result());
        if (!result.isEmpty()) {
            sb.append(String.format("%4d ", number)).append(result).append('\n');
        }
        return sb.toString();
    }

    /** Kanji numbers for hand counts: 二 to 十八. */
    static String count(int n) {
        if (n <= 1) {
            return "";
        }
        String ones = n % 10 == 0 ? "" : String.valueOf(NUMERALS.charAt(n % 10 - 1));
        return n >= 10 ? "十" + ones : ones;
    }

    /** Reads a kanji hand count (empty = 1). */
    static int parseCount(String text) {
        if (text.isEmpty()) {
            return 1;
        }
        int n = 0;
        int i = 0;
        if (text.charAt(0) == '十') {
            n = 10;
            i = 1;
        }
        if (i < text.length()) {
            int ones = NUMERALS.indexOf(text.charAt(i)) + 1;
            if (ones < 1 || i + 1 != text.length()) {
                return -1;
            }
            n += ones;
        }
        return n;
    }

    /** The BOD board diagram used by KIF for non-standard start positions. */
    static final class BoardDiagram {

        private BoardDiagram() {
        }

        static void write(Position pos, StringBuilder sb) {
            sb.append("後手の持駒：").append(hand(pos, Side.WHITE)).append('\n');
            sb.append("  ９ ８ ７ ６ ５ ４ ３ ２ １\n");
            sb.append("+---------------------------+\n");
            for (int rank = 1; rank <= 9; rank++) {
                sb.append('|');
                for (int file = 9; file >= 1; file--) {
                    int piece = pos.pieceOn(Square.of(file, rank));
                    if (piece == Piece.NONE) {
                        sb.append(" ・");
                    } else {
                        sb.append(Piece.side(piece) == Side.WHITE ? 'v' : ' ').append(oneChar(Piece.kind(piece)));
                    }
                }
                sb.append('|').append(NUMERALS.charAt(rank - 1)).append('\n');
            }
            sb.append("+---------------------------+\n");
            sb.append("先手の持駒：").append(hand(pos, Side.BLACK)).append('\n');
            if (pos.sideToMove() == Side.WHITE) {
                sb.append("後手番\n");
            }
        }

        private static String hand(Position pos, int side) {
            StringBuilder sb = new StringBuilder();
            for (int kind : HAND_ORDER) {
                int n = pos.handCount(side, kind);
                if (n > 0) {
                    sb.append(Piece.toKanji(kind)).append(count(n)).append('　');
                }
            }
            return sb.length() == 0 ? "なし" : sb.toString();
        }

        /** One-character names used inside the diagram (成香 is 杏, and so on). */
        private static char oneChar(int kind) {
            switch (kind) {
                case Piece.PRO_LANCE:
                    return '杏';
                case Piece.PRO_KNIGHT:
                    return '圭';
                case Piece.PRO_SILVER:
                    return '全';
                default:
                    return Piece.toKanji(kind).charAt(0);
            }
        }

        private static int kindOfChar(char c) {
            for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
                if (Piece.toKanji(kind).length() == 1 && Piece.toKanji(kind).charAt(0) == c) {
                    return kind;
                }
            }
            return alternativeName(String.valueOf(c), 0);
        }

        static Position read(List<String> lines, boolean whiteToMove, int lineNumber) {
            int[] board = new int[Square.COUNT];
            StringBuilder hands = new StringBuilder();
            int rank = 0;
            for (String line : lines) {
                if (line.startsWith("|")) {
                    rank++;
                    readRow(line, rank, board);
                } else if (line.contains("持駒")) {
                    int side = line.startsWith("先手") || line.startsWith("下手") ? Side.BLACK : Side.WHITE;
                    readHand(line.substring(headerColon(line) + 1).strip(), side, hands);
                }
            }
            if (rank != 9) {
                throw new NotationException("line " + lineNumber + ": board diagram has " + rank + " rows, expected 9");
            }
            StringBuilder sfen = new StringBuilder();
            for (int r = 1; r <= 9; r++) {
                int empty = 0;
                for (int f = 9; f >= 1; f--) {
                    int piece = board[Square.of(f, r)];
                    if (piece == Piece.NONE) {
                        empty++;
                        continue;
                    }
                    if (empty > 0) {
                        sfen.append(empty);
                        empty = 0;
                    }
                    sfen.append(Piece.toSfen(piece));
                }
                if (empty > 0) {
                    sfen.append(empty);
                }
                if (r < 9) {
                    sfen.append('/');
                }
            }
            sfen.append(whiteToMove ? " w " : " b ").append(hands.length() == 0 ? "-" : hands).append(" 1");
            try {
                return Position.fromSfen(sfen.toString());
            } catch (IllegalArgumentException e) {
                throw new NotationException("board diagram: impossible position: " + e.getMessage(), e);
            }
        }

        private static void readRow(String line, int rank, int[] board) {
            if (rank > 9) {
                throw new NotationException("board diagram has more than 9 rows: '" + line + "'");
            }
            int end = line.lastIndexOf('|');
            String cells = line.substring(1, Math.max(1, end));
            if (cells.length() != 18) {
                throw new NotationException("board diagram row needs 9 cells: '" + line + "'");
            }
            for (int i = 0; i < 9; i++) {
                char mark = cells.charAt(2 * i);
                char name = cells.charAt(2 * i + 1);
                int sq = Square.of(9 - i, rank);
                if (name == '・') {
                    continue;
                }
                int kind = kindOfChar(name);
                if (kind == Piece.NONE || mark != ' ' && mark != 'v' && mark != '^') {
                    throw new NotationException("bad board diagram cell '" + mark + name + "' in '" + line + "'");
                }
                board[sq] = Piece.of(mark == 'v' ? Side.WHITE : Side.BLACK, kind);
            }
        }

        private static void readHand(String text, int side, StringBuilder hands) {
            if (text.isEmpty() || text.equals("なし")) {
                return;
            }
            for (String item : text.split("[　 ]+")) {
                if (item.isEmpty()) {
                    continue;
                }
                int kind = kindOfChar(item.charAt(0));
                int n = parseCount(item.substring(1));
                if (kind == Piece.NONE || kind > Piece.GOLD || n < 1) {
                    throw new NotationException("bad hand item '" + item + "'");
                }
                hands.append(n > 1 ? String.valueOf(n) : "");
                char letter = Piece.letter(kind);
                hands.append(side == Side.BLACK ? letter : Character.toLowerCase(letter));
            }
        }
    }
}

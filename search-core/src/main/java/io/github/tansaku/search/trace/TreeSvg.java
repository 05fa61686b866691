package io.github.tansaku.search.trace;

import java.io.StringWriter;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.IntFunction;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A traced search tree as a self-contained SVG picture, drawn by the project itself (no Graphviz
 * needed): each node a box with its move, the window it was entered with, the score it returned
 * (with {@code ≥} for a fail high, {@code ≤} for a fail low), its static evaluation and what
 * ended it; the principal variation in bold; the moves a cutoff left unsearched and the moves a
 * technique pruned as grey dashed ghosts; reductions and extensions written on their edges.
 *
 * <p>Every node is a group with the id {@code n<id>} ({@link TracedNode#id()}) and the classes
 * {@code node} (plus {@code pv}, {@code cut}); its score text has the id {@code s<id>}, its
 * edge from the parent {@code e<id>} and that edge's label {@code l<id>}; a ghost is a group of
 * class {@code ghost} whose {@code data-parent} is its parent's id. A page can so step through
 * the search by script.
 */
public final class TreeSvg {

    private static final String SVG = "http://www.w3.org/2000/svg";
    private static final String STYLE = String.join("\n",
            ".node rect { fill: #ffffff; stroke: #335; stroke-width: 1.2; }",
            ".node.pv rect { stroke: #000; stroke-width: 3.5; }",
            ".node.cut rect { fill: #fff4e0; }",
            ".node.current rect { stroke: #e65c00; stroke-width: 4; }",
            ".edge { stroke: #667; stroke-width: 1.2; }",
            ".edge.pv { stroke: #000; stroke-width: 3.5; }",
            ".ghost rect { fill: #eeeeee; stroke: #aaaaaa; stroke-dasharray: 4 3; }",
            ".ghost text { fill: #999999; }",
            ".ghostedge { stroke: #bbbbbb; stroke-dasharray: 4 3; }",
            "text { font-family: sans-serif; font-size: 11px; text-anchor: middle; fill: #223; }",
            "text.move { font-weight: bold; font-size: 13px; }",
            "text.score { font-weight: bold; fill: #06c; }",
            "text.note { fill: #a33; font-size: 10px; }",
            "text.edgelabel { fill: #a33; font-size: 10px; }");

    private TreeSvg() {
    }

    /** The picture of the tree under {@code root}, scores written by {@code scores}, as SVG text. */
    public static String toSvg(TracedNode root, IntFunction<String> scores) {
        StringWriter out = new StringWriter();
        write(root, scores, out);
        return out.toString();
    }

    /** The width of the picture of the tree under {@code root}, in picture units (pixels). */
    public static int width(TracedNode root) {
        return new TreeLayout(root).width();
    }

    /** {@link #toSvg(TracedNode, IntFunction)} with scores as the searchers print them. */
    public static String toSvg(TracedNode root) {
        return toSvg(root, NodeText::score);
    }

    /**
     * Writes the picture of the tree under {@code root} to {@code out} as a standalone SVG
     * document.
     *
     * @throws IllegalStateException when the XML writer fails (an I/O error of {@code out})
     */
    public static void write(TracedNode root, IntFunction<String> scores, Writer out) {
        Objects.requireNonNull(root, "root");
        Objects.requireNonNull(scores, "scores");
        try {
            XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(out);
            xml.writeStartDocument("UTF-8", "1.0");
            writeElement(root, scores, "", xml);
            xml.writeEndDocument();
            xml.flush();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write the SVG picture: " + e.getMessage(), e);
        }
    }

    /**
     * Writes the picture as an {@code svg} element alone, for embedding in a page that
     * {@code xml} is writing; every id in it starts with {@code idPrefix}, so that several
     * pictures can share a page.
     *
     * @throws XMLStreamException when {@code xml} fails
     */
    public static void writeElement(TracedNode root, IntFunction<String> scores, String idPrefix, XMLStreamWriter xml)
            throws XMLStreamException {
        Objects.requireNonNull(idPrefix, "idPrefix");
        TreeLayout layout = new TreeLayout(root);
        xml.writeStartElement("svg");
        xml.writeDefaultNamespace(SVG);
        if (!idPrefix.isEmpty()) {
            xml.writeAttribute("id", idPrefix + "svg");
        }
        xml.writeAttribute("width", Integer.toString(layout.width()));
        xml.writeAttribute("height", Integer.toString(layout.height()));
        xml.writeAttribute("viewBox", "0 0 " + layout.width() + " " + layout.height());
        xml.writeStartElement("style");
        xml.writeCharacters(STYLE);
        xml.writeEndElement();
        edges(root, layout, idPrefix, xml);
        for (TreeLayout.Ghost ghost : layout.ghosts()) {
            ghost(ghost, layout, xml);
        }
        nodes(root, layout, scores, idPrefix, xml);
        xml.writeEndElement();
    }

    private static void edges(TracedNode node, TreeLayout layout, String prefix, XMLStreamWriter xml)
            throws XMLStreamException {
        for (TracedNode child : node.children()) {
            boolean pv = layout.onPrincipalVariation(child) && layout.onPrincipalVariation(node);
            line(xml, prefix + "e" + child.id(), pv ? "edge pv" : "edge", layout.x(node), layout.y(node) + TreeLayout.BOX_HEIGHT / 2.0,
                    layout.x(child), layout.y(child) - TreeLayout.BOX_HEIGHT / 2.0);
            String label = NodeText.edge(child);
            if (!label.isEmpty()) {
                text(xml, "edgelabel", prefix + "l" + child.id(), (layout.x(node) + layout.x(child)) / 2 + 4,
                        (layout.y(node) + layout.y(child)) / 2, label);
            }
            edges(child, layout, prefix, xml);
        }
    }

    private static void ghost(TreeLayout.Ghost ghost, TreeLayout layout, XMLStreamWriter xml) throws XMLStreamException {
        xml.writeStartElement("g");
        xml.writeAttribute("class", "ghost");
        xml.writeAttribute("data-parent", Integer.toString(ghost.parent().id()));
        line(xml, null, "ghostedge", layout.x(ghost.parent()), layout.y(ghost.parent()) + TreeLayout.BOX_HEIGHT / 2.0,
                ghost.x(), ghost.y() - TreeLayout.BOX_HEIGHT / 2.0);
        rect(xml, ghost.x(), ghost.y());
        double top = ghost.y() - TreeLayout.BOX_HEIGHT / 2.0;
        text(xml, "move", null, ghost.x(), top + 18, ghost.move());
        text(xml, null, null, ghost.x(), top + 36, ghost.why());
        xml.writeEndElement();
    }

    private static void nodes(TracedNode node, TreeLayout layout, IntFunction<String> scores, String prefix,
            XMLStreamWriter xml) throws XMLStreamException {
        String classes = "node" + (layout.onPrincipalVariation(node) ? " pv" : "") + (node.cut() ? " cut" : "");
        xml.writeStartElement("g");
        xml.writeAttribute("id", prefix + "n" + node.id());
        xml.writeAttribute("class", classes);
        double x = layout.x(node);
        double top = layout.y(node) - TreeLayout.BOX_HEIGHT / 2.0;
        rect(xml, x, layout.y(node));
        xml.writeStartElement("title");
        xml.writeCharacters(node.move() + " at ply " + node.ply() + ", depth " + node.depth() + ", window "
                + NodeText.window(node, scores) + ", returned " + NodeText.result(node, scores));
        xml.writeEndElement();
        text(xml, "move", null, x, top + 15, node.move());
        text(xml, "window", prefix + "w" + node.id(), x, top + 30, "α β " + NodeText.window(node, scores));
        text(xml, "score", prefix + "s" + node.id(), x, top + 45, NodeText.result(node, scores));
        List<String> notes = NodeText.notes(node, scores);
        if (!notes.isEmpty()) {
            text(xml, "note", null, x, top + 60, String.join(" · ", notes));
        }
        xml.writeEndElement();
        for (TracedNode child : node.children()) {
            nodes(child, layout, scores, prefix, xml);
        }
    }

    private static void rect(XMLStreamWriter xml, double x, double y) throws XMLStreamException {
        xml.writeEmptyElement("rect");
        xml.writeAttribute("x", number(x - TreeLayout.BOX_WIDTH / 2.0));
        xml.writeAttribute("y", number(y - TreeLayout.BOX_HEIGHT / 2.0));
        xml.writeAttribute("width", Integer.toString(TreeLayout.BOX_WIDTH));
        xml.writeAttribute("height", Integer.toString(TreeLayout.BOX_HEIGHT));
        xml.writeAttribute("rx", "6");
    }

    private static void line(XMLStreamWriter xml, String id, String classes, double x1, double y1, double x2, double y2)
            throws XMLStreamException {
        xml.writeEmptyElement("line");
        if (id != null) {
            xml.writeAttribute("id", id);
        }
        xml.writeAttribute("class", classes);
        xml.writeAttribute("x1", number(x1));
        xml.writeAttribute("y1", number(y1));
        xml.writeAttribute("x2", number(x2));
        xml.writeAttribute("y2", number(y2));
    }

    private static void text(XMLStreamWriter xml, String classes, String id, double x, double y, String content)
            throws XMLStreamException {
        xml.writeStartElement("text");
        if (id != null) {
            xml.writeAttribute("id", id);
        }
        if (classes != null) {
            xml.writeAttribute("class", classes);
        }
        xml.writeAttribute("x", number(x));
        xml.writeAttribute("y", number(y));
        xml.writeCharacters(content);
        xml.writeEndElement();
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
